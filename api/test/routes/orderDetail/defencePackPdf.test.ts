import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { apiPath, type TestApp } from '../../helpers/testApp';
import { readPdfText } from '../../pdf/readPdfText';
import { adminToken, createOrderDetailApp, freshOrder, versionOf } from './orderDetailTestApp';
import { callRoute } from '../../helpers/callRoute';

const URL = apiPath(API_ROUTES.defencePackPdf);

describe('POST /api/admin/get-defence-pack-pdf', () => {
  let t: TestApp;
  let token: string;
  const used = new Set<number>();
  beforeAll(async () => {
    t = await createOrderDetailApp();
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  const pack = (body: object, authorization = token) =>
    t.app.inject({ method: 'POST', url: URL, payload: body, headers: { authorization } });

  it.each(['Completed', 'Customer Called', 'ChargeBack'] as const)(
    'answers a PDF of both types for a %s order, with the order id and its remarks',
    async (status) => {
      const orderId = freshOrder(t, status, used);
      await callRoute(t.app, API_ROUTES.addNewRemark, token, {
        body: {
          orderId,
          remark: `Evidence note for ${status}`,
          remarkerName: '',
          chargeBack: 'Y',
          version: versionOf(t, orderId),
        },
      });
      for (const defencePackType of [1, 2]) {
        const response = await pack({ orderId, defencePackType });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `inline; filename="defence-pack-${defencePackType}-${orderId}.pdf"`,
        );
        const { text } = await readPdfText(response.rawPayload);
        expect(text).toContain(`Order ID ${orderId}`);
        if (defencePackType === 2) expect(text).toContain(`Evidence note for ${status}`);
        else expect(text).not.toContain(`Evidence note for ${status}`);
      }
    },
    30_000,
  );

  it.each([
    ['New', 'New'],
    ['Awaiting ', 'Awaiting'],
  ] as const)(
    'refuses an order the page offers no defence pack for (%j), naming its status',
    async (status, named) => {
      const orderId = freshOrder(t, status, used);
      const response = await pack({ orderId, defencePackType: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        status: 0,
        message: `Defence packs are for Completed, Customer Called, ChargeBack orders; order ${orderId} is ${named}.`,
      });
    },
  );

  it.each([
    [{ orderId: 100001, defencePackType: 3 }, 400, 'defencePackType must be 1 or 2.'],
    [{ orderId: 100001, defencePackType: 'one' }, 400, 'defencePackType must be 1 or 2.'],
    [{ orderId: 100001 }, 400, 'defencePackType must be 1 or 2.'],
    [{ defencePackType: 1 }, 400, 'orderId is required.'],
    [{ orderId: 999999, defencePackType: 1 }, 404, 'Order 999999 was not found.'],
  ])('refuses %j', async (body, status, message) => {
    const response = await pack(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 0, message });
  });

  it('needs a session', async () => {
    expect((await pack({ orderId: 100001, defencePackType: 1 }, '')).statusCode).toBe(401);
  });
});
