import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { Role } from '@portal/shared/entities/staff';
import { MAX_PAGE_SIZE } from '@portal/shared/orders/pageSize';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { signInEveryRole, type AuditRow } from './queueTestKit';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';

describe('PUT /api/admin/change-order-status (delete from a queue)', () => {
  let t: TestApp;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp({ orders: 300 });
    tokens = await signInEveryRole(t.app);
  });
  afterAll(() => t.close());

  const remove = (role: Role, orderId: number[], folderName?: FolderKey) =>
    callRoute(t.app, API_ROUTES.changeOrderStatus, tokens[role], {
      body: folderName ? { orderId, folderName } : { orderId },
    });

  const used = new Set<number>();
  const ordersIn = (status: string, count: number): number[] => {
    const ids = (
      t.sql
        .prepare('select order_id from orders where process_status = ? order by order_id')
        .all(status) as Array<{ order_id: number }>
    )
      .map((row) => row.order_id)
      .filter((id) => !used.has(id))
      .slice(0, count);
    if (ids.length < count) throw new Error(`not enough ${status} orders`);
    for (const id of ids) {
      used.add(id);
      // Held by nobody, so no one's My Orders rule applies (the test below sets one).
      t.sql.prepare('update orders set assign_to = null where order_id = ?').run(id);
    }
    return ids;
  };

  const order = (orderId: number) =>
    t.sql.prepare('select process_status, version from orders where order_id = ?').get(orderId) as {
      process_status: string;
      version: number;
    };

  const auditOf = (orderId: number): AuditRow[] =>
    t.sql
      .prepare(
        "select actor_name, action, entity, entity_id, from_value, to_value from audit_log where entity_id = ? and entity = 'order'",
      )
      .all(String(orderId)) as AuditRow[];

  it.each<Role>(['Manager', 'Admin'])(
    'lets a %s delete orders: they move to Deleted, each audited with its old status',
    async (role) => {
      const ids = [...ordersIn('New', 1), ...ordersIn('Completed', 1)];
      const versions = ids.map((id) => order(id).version);
      const response = await remove(role, ids, 'newOrder');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 1,
        message: 'Orders have been deleted successfully',
        data: { orderId: ids },
      });
      ids.forEach((id, index) => {
        expect(order(id)).toEqual({
          process_status: 'Deleted',
          version: (versions[index] ?? 0) + 1,
        });
      });
      expect(auditOf(ids[1] ?? 0)).toEqual([
        expect.objectContaining({
          action: 'order.status',
          from_value: 'Completed',
          to_value: 'Deleted',
        }),
      ]);
    },
  );

  it('deletes an order named twice once, and answers it as one', async () => {
    const [orderId] = ordersIn('New', 1);
    if (orderId === undefined) throw new Error('no order');
    const response = await remove('Manager', [orderId, orderId], 'newOrder');
    expect(response.json()).toEqual({
      status: 1,
      message: 'Order has been deleted successfully',
      data: { orderId: [orderId] },
    });
    expect(auditOf(orderId)).toHaveLength(1);
  });

  it('takes the deleted orders out of their list and into Deleted Orders', async () => {
    const [orderId] = ordersIn('Pending', 1);
    if (orderId === undefined) throw new Error('no order');
    const listIds = async (folder: FolderKey) =>
      (
        (
          await callRoute(t.app, API_ROUTES.ordersList, tokens.Manager, {
            params: { orderName: folder },
            query: { page: 1, limit: MAX_PAGE_SIZE },
          })
        ).json().data.rows as Array<{ order_id: number }>
      ).map((row) => row.order_id);
    expect(await listIds('pendingorder')).toContain(orderId);
    await remove('Manager', [orderId], 'pendingorder');
    expect(await listIds('pendingorder')).not.toContain(orderId);
    expect(await listIds('deletedorder')).toContain(orderId);
  });

  it.each<Role>(['Team', 'Telecaller', 'Night Staff'])(
    'refuses %s with a 403 and changes nothing',
    async (role) => {
      const [orderId] = ordersIn('New', 1);
      if (orderId === undefined) throw new Error('no order');
      const response = await remove(role, [orderId], 'newOrder');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        status: 0,
        message: 'You do not have permission to do this.',
      });
      expect(order(orderId).process_status).toBe('New');
      expect(auditOf(orderId)).toEqual([]);
    },
  );

  it('in My Orders lets only an Admin delete', async () => {
    const [first, second] = ordersIn('New', 2);
    if (first === undefined || second === undefined) throw new Error('no orders');
    t.sql
      .prepare("update orders set assign_to = 'Mark Manager' where order_id in (?, ?)")
      .run(first, second);
    const refused = await remove('Manager', [first], 'myOrder');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `Order ${first} is in Mark Manager's My Orders: only an Admin can delete it.`,
    );
    expect(order(first).process_status).toBe('New');
    const allowed = await remove('Admin', [second], 'myOrder');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().message).toBe('Order has been deleted successfully');
    expect(order(second).process_status).toBe('Deleted');
  });

  it('refuses an order already deleted (Deleted Orders offers no Delete) and leaves it as it is', async () => {
    const [orderId] = ordersIn('Deleted', 1);
    if (orderId === undefined) throw new Error('no order');
    const version = order(orderId).version;
    const response = await remove('Admin', [orderId], 'deletedorder');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 0,
      message: `Order ${orderId} is already deleted.`,
    });
    expect(order(orderId).version).toBe(version);
    expect(auditOf(orderId)).toEqual([]);
  });

  it('answers 404 for an unknown order and deletes none of the others', async () => {
    const [orderId] = ordersIn('New', 1);
    if (orderId === undefined) throw new Error('no order');
    const response = await remove('Admin', [orderId, 42], 'newOrder');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order 42 was not found.');
    expect(order(orderId).process_status).toBe('New');
  });

  it('refuses an unknown folder with a 400', async () => {
    const response = await callRouteUnchecked(t.app, API_ROUTES.changeOrderStatus, tokens.Admin, {
      body: { orderId: [1], folderName: 'trash' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('folderName must be one of');
  });
});
