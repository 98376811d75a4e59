import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { OrderActivityEntry } from '@portal/shared/entities/order';
import { login, type TestApp } from '../../helpers/testApp';
import { createOrderDetailApp, freshOrder, versionOf } from './orderDetailTestApp';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';

describe('GET /api/admin/order-activity/:orderId', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 10 });
    token = await login(t.app, 'admin@demo.test');
  }, 60_000);
  afterAll(() => t.close());

  const activity = (orderId: number | string) =>
    callRouteUnchecked(t.app, API_ROUTES.orderActivity, token, { params: { orderId } });

  it("answers the order's audited changes, newest first, with who, when, what, from and to", async () => {
    const orderId = freshOrder(t, 'New', new Set());
    const version = versionOf(t, orderId);
    const moved = await callRoute(t.app, API_ROUTES.moveOrderStatus, token, {
      body: { orderId, updatingStatus: 'Contact Customer', version },
    });
    expect(moved.statusCode).toBe(200);
    const remarked = await callRoute(t.app, API_ROUTES.addNewRemark, token, {
      body: {
        orderId,
        remark: 'Called, no answer',
        remarkerName: 'Alice Admin',
        // The move above raised the version.
        version: version + 1,
        whatsapp: '',
        telephone: '',
        statusRefund: '',
        voided: '',
        chargeBack: '',
      },
    });
    expect(remarked.statusCode).toBe(200);

    const response = await activity(orderId);
    expect(response.statusCode).toBe(200);
    const entries = response.json<{ data: OrderActivityEntry[] }>().data;
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [newest, previous] = entries;
    expect(newest).toMatchObject({ actorName: 'Alice Admin', action: 'order.remark' });
    expect(previous).toMatchObject({
      actorName: 'Alice Admin',
      action: 'order.status',
      from: expect.stringContaining('New') as unknown,
      to: expect.stringContaining('Contact Customer') as unknown,
    });
    expect(Number.isNaN(Date.parse(newest?.at ?? ''))).toBe(false);
  });

  it('answers 404 for an order that does not exist and 400 for a bad id', async () => {
    expect((await activity(999_999_999)).statusCode).toBe(404);
    expect((await activity('abc')).statusCode).toBe(400);
  });
});
