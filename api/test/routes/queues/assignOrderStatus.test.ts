import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { Role } from '@portal/shared/entities/staff';
import { OrderRepository } from '../../../src/repositories/orderRepository';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { signInEveryRole, STAFF_NAMES, type AuditRow } from './queueTestKit';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';

interface OrderState {
  order_id: number;
  assign_to: string | null;
  version: number;
  process_status: string;
}

describe('PUT /api/admin/assign-order-status', () => {
  let t: TestApp;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp({ orders: 300 });
    tokens = await signInEveryRole(t.app);
  });
  afterAll(() => t.close());

  const assign = (role: Role, orderId: number[], assignto: string) =>
    callRoute(t.app, API_ROUTES.assignOrderStatus, tokens[role], { body: { orderId, assignto } });

  const state = (orderId: number): OrderState =>
    t.sql
      .prepare('select order_id, assign_to, version, process_status from orders where order_id = ?')
      .get(orderId) as OrderState;

  /** Unassigned orders of a status that no other test has taken yet. */
  const taken = new Set<number>();
  const freeOrders = (status: string, count: number): number[] => {
    const ids = (
      t.sql
        .prepare(
          'select order_id from orders where process_status = ? and assign_to is null order by order_id',
        )
        .all(status) as Array<{ order_id: number }>
    )
      .map((row) => row.order_id)
      .filter((id) => !taken.has(id))
      .slice(0, count);
    if (ids.length < count) throw new Error(`not enough free ${status} orders`);
    for (const id of ids) taken.add(id);
    return ids;
  };

  const auditOf = (orderId: number): AuditRow[] =>
    t.sql
      .prepare(
        "select actor_name, action, entity, entity_id, from_value, to_value from audit_log where entity = 'order' and entity_id = ? order by id",
      )
      .all(String(orderId)) as AuditRow[];

  it("'Assign to me' gives the orders to the member, bumps their version and audits it", async () => {
    const ids = [...freeOrders('New', 1), ...freeOrders('Priority Processing', 1)];
    const before = ids.map(state);
    const response = await assign('Team', ids, STAFF_NAMES.Team);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      message: 'Order has been assigned successfully',
      data: { orderId: ids },
    });
    ids.forEach((id, index) => {
      expect(state(id)).toMatchObject({
        assign_to: STAFF_NAMES.Team,
        version: (before[index]?.version ?? 0) + 1,
      });
      expect(auditOf(id)).toEqual([
        {
          actor_name: STAFF_NAMES.Team,
          action: 'order.assign',
          entity: 'order',
          entity_id: String(id),
          from_value: null,
          to_value: STAFF_NAMES.Team,
        },
      ]);
    });
    const mine = await callRoute(t.app, API_ROUTES.ordersList, tokens.Team, {
      params: { orderName: 'myOrder' },
      query: { page: 1, limit: 1000 },
    });
    const myIds = (mine.json().data.rows as Array<{ order_id: number }>).map((row) => row.order_id);
    expect(myIds).toEqual(expect.arrayContaining(ids));
  });

  it('lets exactly one of two staff win the same order when they assign at once', async () => {
    const [orderId] = freeOrders('New', 1);
    if (orderId === undefined) throw new Error('no order');
    const [first, second] = await Promise.all([
      assign('Team', [orderId], STAFF_NAMES.Team),
      assign('Night Staff', [orderId], STAFF_NAMES['Night Staff']),
    ]);
    const answers = [first, second];
    const winners = answers.filter((answer) => answer.statusCode === 200);
    const losers = answers.filter((answer) => answer.statusCode === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const holder = state(orderId).assign_to;
    expect([STAFF_NAMES.Team, STAFF_NAMES['Night Staff']]).toContain(holder);
    expect(losers[0]?.json()).toMatchObject({
      status: 0,
      message: `Order ${orderId} is already assigned to ${holder}.`,
    });
    expect(auditOf(orderId)).toHaveLength(1);
  });

  it('guards in the UPDATE itself: an order someone holds is left alone even after a stale read', async () => {
    const [orderId] = freeOrders('New', 1);
    if (orderId === undefined) throw new Error('no order');
    // Another server process takes the order after this one read it as free.
    t.sql
      .prepare('update orders set assign_to = ? where order_id = ?')
      .run('Someone Else', orderId);
    const orders = new OrderRepository(t.app.db);
    await expect(
      orders.assignUnassigned([orderId], STAFF_NAMES.Team, new Date().toISOString()),
    ).resolves.toEqual([]);
    expect(state(orderId).assign_to).toBe('Someone Else');
  });

  it('changes none of the orders when one of them is already someone else’s', async () => {
    const [free, held] = freeOrders('New', 2);
    if (free === undefined || held === undefined) throw new Error('no orders');
    await assign('Manager', [held], STAFF_NAMES.Manager);
    const response = await assign('Team', [free, held], STAFF_NAMES.Team);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Order ${held} is already assigned to ${STAFF_NAMES.Manager}.`,
    );
    expect(state(free).assign_to).toBeNull();
    expect(auditOf(free)).toEqual([]);
  });

  it('accepts orders the member already holds without changing them again', async () => {
    const [orderId] = freeOrders('moveToProcessMarch', 1);
    if (orderId === undefined) throw new Error('no order');
    await assign('Admin', [orderId], STAFF_NAMES.Admin);
    const version = state(orderId).version;
    const again = await assign('Admin', [orderId], STAFF_NAMES.Admin);
    expect(again.statusCode).toBe(200);
    expect(state(orderId).version).toBe(version);
    expect(auditOf(orderId)).toHaveLength(1);
  });

  it('refuses to assign orders to someone else', async () => {
    const [orderId] = freeOrders('New', 1);
    if (orderId === undefined) throw new Error('no order');
    const response = await assign('Manager', [orderId], STAFF_NAMES.Team);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'You can only assign orders to yourself.',
    });
    expect(state(orderId).assign_to).toBeNull();
  });

  it("takes the member's own name with spaces around it as theirs", async () => {
    const [orderId] = freeOrders('New', 1);
    if (orderId === undefined) throw new Error('no order');
    const response = await assign('Team', [orderId], `  ${STAFF_NAMES.Team} `);
    expect(response.statusCode).toBe(200);
    expect(state(orderId).assign_to).toBe(STAFF_NAMES.Team);
  });

  it('refuses orders that no longer wait in New, Priority or Process 5th March', async () => {
    const [orderId] = freeOrders('Completed', 1);
    if (orderId === undefined) throw new Error('no order');
    const response = await assign('Team', [orderId], STAFF_NAMES.Team);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Order ${orderId} is no longer waiting in New, Priority or Process 5th March Orders.`,
    );
  });

  describe("'Move to Original Folder' (empty assignto)", () => {
    it('releases the member’s own orders back to their queue, audited', async () => {
      const [orderId] = freeOrders('New', 1);
      if (orderId === undefined) throw new Error('no order');
      await assign('Telecaller', [orderId], STAFF_NAMES.Telecaller);
      const response = await assign('Telecaller', [orderId], '');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Order has been assigned successfully');
      expect(state(orderId)).toMatchObject({ assign_to: null, process_status: 'New' });
      expect(auditOf(orderId).map((entry) => [entry.from_value, entry.to_value])).toEqual([
        [null, STAFF_NAMES.Telecaller],
        [STAFF_NAMES.Telecaller, null],
      ]);
    });

    /** An order `holder` holds in New, which nobody else has touched. */
    const heldBy = async (holder: Role): Promise<number> => {
      const [orderId] = freeOrders('New', 1);
      if (orderId === undefined) throw new Error('no order');
      await assign(holder, [orderId], STAFF_NAMES[holder]);
      return orderId;
    };

    it.each<[Role, Role]>([
      ['Team', 'Night Staff'],
      ['Telecaller', 'Night Staff'],
      ['Night Staff', 'Team'],
    ])('refuses %s an order %s holds, changing nothing', async (role, holder) => {
      const orderId = await heldBy(holder);
      const refused = await assign(role, [orderId], '');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `Order ${orderId} is assigned to ${STAFF_NAMES[holder]}, not to you.`,
      );
      expect(state(orderId).assign_to).toBe(STAFF_NAMES[holder]);
    });

    it.each<Role>(['Manager', 'Admin'])(
      'lets %s release an order another member holds',
      async (role) => {
        const orderId = await heldBy('Night Staff');
        const released = await assign(role, [orderId], '');
        expect(released.statusCode).toBe(200);
        expect(state(orderId).assign_to).toBeNull();
      },
    );
  });

  it.each([
    ['no orders', { orderId: [], assignto: '' }, 'Select at least one order and at most 5,000.'],
    [
      '5,001 orders',
      { orderId: Array.from({ length: 5001 }, (_, index) => index + 1), assignto: '' },
      'Select at least one order and at most 5,000.',
    ],
    ['no orderId', { assignto: '' }, 'Select at least one order.'],
    [
      'an id that is not a number',
      { orderId: ['abc'], assignto: '' },
      'Every orderId must be a whole number above 0.',
    ],
    ['no assignto', { orderId: [1] }, 'assignto is required.'],
  ])('refuses %s with a 400', async (_case, body, message) => {
    const response = await callRouteUnchecked(t.app, API_ROUTES.assignOrderStatus, tokens.Team, {
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
  });

  it('answers 404 for an order that does not exist, changing nothing', async () => {
    const [orderId] = freeOrders('New', 1);
    if (orderId === undefined) throw new Error('no order');
    const response = await assign('Team', [orderId, 999999999], STAFF_NAMES.Team);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order 999999999 was not found.');
    expect(state(orderId).assign_to).toBeNull();
  });
});
