import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { OrderListPage } from '@portal/shared/entities/order';
import { MESSAGE_CURSOR_INVALID } from '../../../src/routes/queues/listCursor';
import { callRoute } from '../../helpers/callRoute';
import { adminTestApp } from './queueTestKit';

describe('GET /api/admin/get-orders-list/:orderName with a cursor (keyset pages)', () => {
  const session = adminTestApp(400);

  const list = (folder: FolderKey, query: { page: number; limit: number; after?: string }) =>
    callRoute(session.t.app, API_ROUTES.ordersList, session.token, {
      params: { orderName: folder },
      query,
    });
  const pageOf = async (
    folder: FolderKey,
    query: { page: number; limit: number; after?: string },
  ) => {
    const response = await list(folder, query);
    expect(response.statusCode).toBe(200);
    return response.json().data as OrderListPage;
  };

  it.each<FolderKey>(['allorder', 'newOrder', 'completedorder'])(
    '%s: pages followed by nextCursor equal the offset pages',
    async (folder) => {
      const limit = 7;
      const first = await pageOf(folder, { page: 1, limit });
      const pages = Math.ceil(first.total / limit);
      expect(pages).toBeGreaterThan(2);
      let cursor = first.nextCursor;
      for (let page = 2; page <= pages; page++) {
        const byOffset = await pageOf(folder, { page, limit });
        const bySeek = await pageOf(folder, { page, limit, after: cursor });
        expect(bySeek.rows).toEqual(byOffset.rows);
        expect(bySeek).toMatchObject({ page, total: first.total });
        cursor = bySeek.nextCursor;
      }
      expect(cursor).toBeUndefined();
    },
  );

  it('gives a nextCursor on every page but the last, a full last page included', async () => {
    const { total } = await pageOf('completedorder', { page: 1, limit: 1 });
    const cursors = [];
    for (const page of [total - 1, total, total + 1]) {
      cursors.push((await pageOf('completedorder', { page, limit: 1 })).nextCursor);
    }
    expect(cursors).toEqual([expect.any(String), undefined, undefined]);
  });

  it('goes on from the row its cursor names when newer orders leave the folder meanwhile', async () => {
    const rows = (await pageOf('newOrder', { page: 1, limit: 10 })).rows.map((row) => row.order_id);
    const first = await pageOf('newOrder', { page: 1, limit: 5 });
    // The newest order is moved on: by OFFSET, the second page would now skip a row.
    session.t.sql
      .prepare("update orders set process_status = 'Pending' where order_id = ?")
      .run(rows[0]);
    const second = await pageOf('newOrder', { page: 2, limit: 5, after: first.nextCursor });
    expect(second.rows.map((row) => row.order_id)).toEqual(rows.slice(5, 10));
  });

  it.each([
    'nope',
    'MjAyNS0wMS0wMQ',
    '',
    'x'.repeat(100),
    Buffer.from('2025-01-01T00:00:00.000Z 0').toString('base64url'),
    // The right shape, but no instant: month 13, hour 99.
    Buffer.from('2025-13-45T99:99:99.000Z 5').toString('base64url'),
  ])('refuses the cursor %j with a 400', async (after) => {
    const response = await list('allorder', { page: 2, limit: 10, after });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_CURSOR_INVALID });
  });
});
