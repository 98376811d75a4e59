import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { Role } from '@portal/shared/entities/staff';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { signInEveryRole, STAFF_NAMES, type AuditRow } from './queueTestKit';
import { callRoute } from '../../helpers/callRoute';

describe("PUT /api/admin/refund-orders ('Refunded it')", () => {
  let t: TestApp;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp({ orders: 400 });
    tokens = await signInEveryRole(t.app);
  });
  afterAll(() => t.close());

  const refund = (role: Role, orderId: number[]) =>
    callRoute(t.app, API_ROUTES.refundOrders, tokens[role], { body: { orderId } });

  const used = new Set<number>();
  const pick = (where: string, count: number): number[] => {
    const ids = (
      t.sql.prepare(`select order_id from orders where ${where} order by order_id`).all() as Array<{
        order_id: number;
      }>
    )
      .map((row) => row.order_id)
      .filter((id) => !used.has(id))
      .slice(0, count);
    if (ids.length < count) throw new Error(`not enough orders where ${where}`);
    for (const id of ids) used.add(id);
    return ids;
  };
  const unrefunded = "process_status = 'Refunds' and refund_date is null";

  const order = (orderId: number) =>
    t.sql
      .prepare('select refund_date, version, process_status from orders where order_id = ?')
      .get(orderId) as { refund_date: string | null; version: number; process_status: string };

  it.each<Role>(['Telecaller', 'Night Staff'])(
    'lets anyone (%s) mark refund orders as refunded, dated now and audited',
    async (role) => {
      const [orderId] = pick(unrefunded, 1);
      if (orderId === undefined) throw new Error('no order');
      const version = order(orderId).version;
      const before = Date.now();
      const response = await refund(role, [orderId]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 1,
        message: 'Selected orders have been marked as refunded.',
        data: { orderId: [orderId] },
      });
      const after = order(orderId);
      expect(Date.parse(after.refund_date ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(after.version).toBe(version + 1);
      const audit = t.sql
        .prepare(
          'select actor_name, action, from_value, to_value from audit_log where entity_id = ?',
        )
        .all(String(orderId)) as AuditRow[];
      expect(audit).toEqual([
        {
          actor_name: STAFF_NAMES[role],
          action: 'order.refund',
          from_value: null,
          to_value: after.refund_date,
        },
      ]);
    },
  );

  it('keeps the first refund date of an order refunded before', async () => {
    const [orderId] = pick("process_status = 'Refunds' and refund_date is not null", 1);
    if (orderId === undefined) throw new Error('no order');
    const first = order(orderId);
    const response = await refund('Team', [orderId]);
    expect(response.json().message).toBe('The selected orders were already marked as refunded.');
    expect(order(orderId)).toEqual(first);
  });

  it('refuses orders that are not in Refunds, changing none of the selection', async () => {
    const [refundable] = pick(unrefunded, 1);
    const [completed] = pick("process_status = 'Completed'", 1);
    if (refundable === undefined || completed === undefined) throw new Error('no orders');
    const response = await refund('Admin', [refundable, completed]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 0,
      message: `Order ${completed} is not in Refunds, so it cannot be marked as refunded.`,
    });
    expect(order(refundable).refund_date).toBeNull();
  });

  it('needs a session', async () => {
    expect(
      (await callRoute(t.app, API_ROUTES.refundOrders, null, { body: { orderId: [1] } }))
        .statusCode,
    ).toBe(401);
  });
});
