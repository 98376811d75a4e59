import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { apiPath, login, type TestApp } from '../../helpers/testApp';
import { createOrderDetailApp, versionOf } from './orderDetailTestApp';
import { callRoute } from '../../helpers/callRoute';

const URL = apiPath(API_ROUTES.addNewRemark);

describe('POST /api/admin/add-new-remark', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 20 });
    token = await login(t.app, 'team@demo.test');
  }, 60_000);
  afterAll(() => t.close());

  const add = (body: object, authorization = token) =>
    t.app.inject({ method: 'POST', url: URL, payload: body, headers: { authorization } });
  const base = {
    orderId: 100002,
    remarkerName: 'Someone Else',
    whatsapp: '',
    telephone: '',
    statusRefund: '',
    voided: '',
    chargeBack: '',
  };
  /** Add Comment Below on the order's current version, as the page sends it. */
  const addRemark = (fields: object) =>
    add({ ...base, version: versionOf(t, base.orderId), ...fields });
  /** The first row of the order's Comment History. */
  const newestRemark = async () =>
    (
      await callRoute(t.app, API_ROUTES.orderDetails, token, {
        params: { orderId: base.orderId },
      })
    ).json().data.remark[0];

  it('stores the remark with its flags, the author from the session and a US Eastern stamp; it comes first in Comment History', async () => {
    const response = await addRemark({
      remark: '  Customer asked for a refund.  ',
      whatsapp: 'Y',
      chargeBack: 'Y',
      voided: 'N',
    });
    expect(response.json()).toEqual({
      status: 1,
      message: 'Remark added successfully.',
      data: null,
    });
    const newest = await newestRemark();
    expect(newest).toMatchObject({
      remark: 'Customer asked for a refund.',
      remark_name: 'Tom Team',
      whatsapp: 'Y',
      telephone: '',
      status_refund: '',
      voided: '',
      chargeback: 'Y',
      report_error: '',
    });
    expect(newest.us_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(newest.us_time).toMatch(/^\d{2}:\d{2}:\d{2} (AM|PM)$/);
    const audit = t.sql
      .prepare(
        "select actor_name, to_value from audit_log where entity_id = '100002' and action = 'order.remark'",
      )
      .get() as { actor_name: string; to_value: string };
    expect(audit.actor_name).toBe('Tom Team');
    expect(JSON.parse(audit.to_value)).toEqual({
      id: expect.any(Number),
      remark: 'Customer asked for a refund.',
    });
  });

  it('stores each of the other ticked flags as Y', async () => {
    const response = await addRemark({
      remark: 'Called; refund voided.',
      telephone: 'Y',
      statusRefund: 'Y',
      voided: 'Y',
    });
    expect(response.json()).toMatchObject({ status: 1 });
    expect(await newestRemark()).toMatchObject({
      remark: 'Called; refund voided.',
      whatsapp: '',
      telephone: 'Y',
      status_refund: 'Y',
      voided: 'Y',
      chargeback: '',
    });
  });

  it.each([
    [{ ...base }, 'Please enter your remark'],
    [{ ...base, remark: '' }, 'Please enter your remark'],
    [{ ...base, remark: '   ' }, 'Please enter your remark'],
    [{ ...base, remark: 'ok', whatsapp: 'yes' }, 'whatsapp must be Y when ticked, or empty.'],
    [{ ...base, orderId: 999999, remark: 'ok' }, 'Order 999999 was not found.'],
  ])('refuses %j', async (body, message) => {
    const response = await add({ version: versionOf(t, base.orderId), ...body });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toBe(message);
  });

  it('needs a session', async () => {
    expect((await add({ ...base, remark: 'x', version: 1 }, '')).statusCode).toBe(401);
  });
});
