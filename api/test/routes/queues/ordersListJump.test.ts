import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { OrderListPage } from '@portal/shared/entities/order';
import { ANCHOR_SPACING } from '../../../src/repositories/pageAnchors';
import { callRoute } from '../../helpers/callRoute';
import { adminTestApp } from './queueTestKit';

/**
 * A pager jump deep into a folder starts from a position the server remembers
 * (repositories/pageAnchors) instead of walking an OFFSET from the first row: it must
 * answer exactly what the OFFSET answers, before and after the folder changes.
 */
describe('GET /api/admin/get-orders-list/:orderName jumping to a deep page', () => {
  const LIMIT = 30;
  /** Deep enough for pages many positions apart. */
  const session = adminTestApp(30 * ANCHOR_SPACING + 600);

  const jump = async (page: number) => {
    const response = await callRoute(session.t.app, API_ROUTES.ordersList, session.token, {
      params: { orderName: 'allorder' },
      query: { page, limit: LIMIT },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as OrderListPage).rows.map((row) => row.order_id);
  };
  /** Order History's page as the database's own OFFSET gives it. */
  const byOffset = (page: number) =>
    session.t.sql
      .prepare(
        `select order_id from orders where process_status <> 'Deleted'
         order by created_at desc, order_id desc limit ? offset ?`,
      )
      .pluck()
      .all(LIMIT, (page - 1) * LIMIT)
      .map(Number);

  it('answers the OFFSET page wherever it jumps, known position or not', async () => {
    const deepest = Math.floor((30 * ANCHOR_SPACING) / LIMIT);
    for (const page of [deepest, 11, deepest - 3, deepest, 15, 11]) {
      const expected = byOffset(page);
      expect(expected).toHaveLength(LIMIT);
      expect([page, await jump(page)]).toEqual([page, expected]);
    }
  });

  it('answers the new page after an order ahead of it leaves the folder', async () => {
    const page = 14;
    expect(await jump(page)).toEqual(byOffset(page));
    const [newest] = byOffset(1);
    const deleted = await callRoute(session.t.app, API_ROUTES.changeOrderStatus, session.token, {
      body: { orderId: [newest!], folderName: 'allorder' },
    });
    expect(deleted.statusCode).toBe(200);
    const shifted = byOffset(page);
    expect(shifted).not.toEqual(byOffset(page - 1));
    expect(await jump(page)).toEqual(shifted);
  });
});
