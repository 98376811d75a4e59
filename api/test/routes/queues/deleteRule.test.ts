import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ProcessStatus } from '@portal/shared/entities/folders';
import { callRoute } from '../../helpers/callRoute';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';

/**
 * One delete rule for the queues and the order page, read from the order: an Admin always,
 * a Manager unless the order is in someone's My Orders, the other roles never.
 */
describe('who may delete an order', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let nextOrder = 0;
  beforeAll(async () => {
    t = await createTestApp({ orders: 60 });
    for (const role of ['admin', 'manager', 'telecaller', 'team', 'nightstaff']) {
      tokens[role] = await login(t.app, `${role}@demo.test`);
    }
  }, 60_000);
  afterAll(() => t.close());

  /** A fresh order in `status`, assigned to `assignee` (null: nobody). */
  function order(status: ProcessStatus, assignee: string | null): number {
    const id = (
      t.sql
        .prepare('select order_id from orders order by order_id limit 1 offset ?')
        .get(nextOrder++) as { order_id: number }
    ).order_id;
    t.sql
      .prepare('update orders set process_status = ?, assign_to = ? where order_id = ?')
      .run(status, assignee, id);
    return id;
  }
  const statusOf = (id: number) =>
    t.sql.prepare('select process_status from orders where order_id = ?').pluck().get(id);
  const versionOf = (id: number) =>
    t.sql.prepare('select version from orders where order_id = ?').pluck().get(id) as number;

  const fromQueue = (role: string, orderId: number, body: object = {}) =>
    callRoute(t.app, API_ROUTES.changeOrderStatus, tokens[role] ?? null, {
      body: { orderId: [orderId], ...body },
    });
  const fromOrderPage = (role: string, orderId: number) =>
    callRoute(t.app, API_ROUTES.moveOrderStatus, tokens[role] ?? null, {
      body: { orderId, updatingStatus: 'Deleted', version: versionOf(orderId) },
    });

  it('refuses a Manager an order in a My Orders, with or without folderName', async () => {
    const id = order('New', 'Tina Telecaller');
    for (const body of [{}, { folderName: 'newOrder' }, { folderName: 'myOrder' }]) {
      const response = await fromQueue('manager', id, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        status: 0,
        message: `Order ${id} is in Tina Telecaller's My Orders: only an Admin can delete it.`,
      });
    }
    const page = await fromOrderPage('manager', id);
    expect(page.statusCode).toBe(403);
    expect(statusOf(id)).toBe('New');
  });

  it("lets an Admin delete an order in someone's My Orders from the queue, and in their own from the order page", async () => {
    const queued = order('Priority Processing', 'Tina Telecaller');
    expect((await fromQueue('admin', queued)).statusCode).toBe(200);
    expect(statusOf(queued)).toBe('Deleted');
    // The order page of an order another member holds is theirs (docs/product.md#orders-table).
    const held = order('New', 'Mark Manager');
    expect((await fromOrderPage('admin', held)).json()).toMatchObject({
      status: 0,
      message: `Order ${held} is in Mark Manager's My Orders: only Mark Manager can open it or work on it until it is moved back to its original folder.`,
    });
    expect(statusOf(held)).toBe('New');
    const own = order('New', 'Alice Admin');
    expect((await fromOrderPage('admin', own)).statusCode).toBe(200);
    expect(statusOf(own)).toBe('Deleted');
  });

  it('lets a Manager delete an order in no My Orders, from both places', async () => {
    const unassigned = order('New', null);
    expect((await fromQueue('manager', unassigned)).statusCode).toBe(200);
    // Assigned but worked already (Completed): in no My Orders.
    const completed = order('Completed', 'Tina Telecaller');
    expect((await fromOrderPage('manager', completed)).statusCode).toBe(200);
    expect([statusOf(unassigned), statusOf(completed)]).toEqual(['Deleted', 'Deleted']);
  });

  it.each(['telecaller', 'team', 'nightstaff'])(
    'refuses %s the order page delete, as the queue does',
    async (role) => {
      const id = order('Completed', null);
      const page = await fromOrderPage(role, id);
      expect(page.statusCode).toBe(403);
      expect(page.json()).toMatchObject({
        status: 0,
        message: 'Only a Manager or an Admin can delete orders.',
      });
      expect((await fromQueue(role, id)).statusCode).toBe(403);
      expect(statusOf(id)).toBe('Completed');
    },
  );
});
