import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { apiPath, type TestApp } from '../../helpers/testApp';
import { adminToken, createOrderDetailApp, freshOrder, versionOf } from './orderDetailTestApp';

const URL = apiPath(API_ROUTES.defencePackDetails);

describe('POST /api/admin/defence-pack-details', () => {
  let t: TestApp;
  let token: string;
  const used = new Set<number>();
  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 40 });
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  const save = (body: object) =>
    t.app.inject({ method: 'POST', url: URL, payload: body, headers: { authorization: token } });
  const order = (orderId: number) =>
    t.sql
      .prepare('select transaction_id, merchant_name, version from orders where order_id = ?')
      .get(orderId) as {
      transaction_id: string | null;
      merchant_name: string | null;
      version: number;
    };

  it('saves the transaction id and merchant name, audited', async () => {
    const orderId = freshOrder(t, 'ChargeBack', used);
    const before = order(orderId);
    const response = await save({
      orderId,
      transactionId: ' pi_3Ab ',
      merchantName: 'Stripe',
      version: before.version,
    });
    expect(response.json()).toEqual({
      status: 1,
      message: 'Transaction details saved.',
      data: null,
    });
    expect(order(orderId)).toEqual({
      transaction_id: 'pi_3Ab',
      merchant_name: 'Stripe',
      version: before.version + 1,
    });
    const audit = t.sql
      .prepare(
        "select to_value from audit_log where entity_id = ? and action = 'order.transaction'",
      )
      .get(String(orderId)) as { to_value: string };
    expect(JSON.parse(audit.to_value)).toEqual({ transactionId: 'pi_3Ab', merchantName: 'Stripe' });
  });

  it.each([
    [{ merchantName: 'Stripe' }, 'Please enter your Transaction Id'],
    [{ transactionId: '  ', merchantName: 'Stripe' }, 'Please enter your Transaction Id'],
    [{ transactionId: 'pi_1' }, 'Please enter your Merchant Name'],
    [{ transactionId: 'pi_1', merchantName: '' }, 'Please enter your Merchant Name'],
  ])('refuses %j with the form message', async (fields, message) => {
    const orderId = freshOrder(t, 'Completed', used);
    const response = await save({ orderId, version: versionOf(t, orderId), ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
  });

  it('refuses an order that offers no defence pack, and an unknown order', async () => {
    const pending = freshOrder(t, 'Pending', used);
    expect(
      (
        await save({
          orderId: pending,
          transactionId: 'x',
          merchantName: 'y',
          version: versionOf(t, pending),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await save({ orderId: 999999, transactionId: 'x', merchantName: 'y', version: 1 }))
        .statusCode,
    ).toBe(404);
  });
});
