import type { KyselyPlugin } from 'kysely';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { OrderListPage } from '@portal/shared/entities/order';
import { OrderRepository, type OrderPageQuery } from '../../../src/repositories/orderRepository';
import { ANCHOR_SPACING } from '../../../src/repositories/pageAnchors';
import { folderFilter } from '../../../src/routes/queues/queueRules';
import { keepPageAnchors } from '../../helpers/keepPageAnchors';
import { callRoute } from '../../helpers/callRoute';
import { adminTestApp, historyPageByOffset, STAFF_NAMES } from './queueTestKit';

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
  const byOffset = (page: number) => historyPageByOffset(session.t.sql, page, LIMIT);

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

  /**
   * Each statement is a round trip to PostgreSQL, queued behind the machine's load
   * (docs/benchmarks.md, "Deep pages"): a page, its total and a jump's version are read
   * in one there. SQLite, in-process, reads the total apart (repositories/orderRepository).
   */
  describe('statements sent per page', () => {
    type PagePosition = Pick<OrderPageQuery, 'offset' | 'after'>;
    let statements = 0;
    // Each executed statement's result passes the plugin once (a subquery's node many times).
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements += 1;
        return args.result;
      },
    };
    beforeAll(async () => {
      const { sql } = session.t;
      if (sql.dialect === 'postgres') {
        await keepPageAnchors({
          exec: (text) => sql.exec(text),
          value: (text) => sql.prepare(text).pluck().get(),
        });
      }
    });
    const orders = (maxWalk?: number) =>
      new OrderRepository(session.t.app.db.withPlugin(counting), maxWalk);
    /** Order History's page at `position` from `repository`, and the statements it took. */
    const read = async (repository: OrderRepository, position: PagePosition) => {
      statements = 0;
      const { rows, total } = await repository.findPage({
        filter: folderFilter('allorder', STAFF_NAMES.Admin),
        limit: LIMIT,
        ...position,
      });
      return { ids: rows.map((row) => row.order_id), total, statements, last: rows.at(-1) };
    };
    const page = (number: number) => ({
      ids: byOffset(number),
      total: Number(
        session.t.sql
          .prepare(`select count(*) from orders where process_status <> 'Deleted'`)
          .pluck()
          .get(),
      ),
      statements: session.t.sql.dialect === 'postgres' ? 1 : 2,
    });

    it('reads a first page and its total in one on PostgreSQL', async () => {
      expect(await read(orders(), { offset: 0 })).toMatchObject(page(1));
    });

    it('reads the page after a cursor and its total in one on PostgreSQL', async () => {
      const { last } = await read(orders(), { offset: 0 });
      const after = { createdAt: last!.created_at, orderId: last!.order_id };
      expect(await read(orders(), { offset: LIMIT, after })).toMatchObject(page(2));
    });

    it('jumps deep in one on PostgreSQL, learning the position on the way, then from it', async () => {
      const repository = orders();
      const deep = Math.floor((20 * ANCHOR_SPACING) / LIMIT) + 2;
      const offset = (deep - 1) * LIMIT;
      expect(await read(repository, { offset })).toMatchObject(page(deep));
      expect(await read(repository, { offset })).toMatchObject(page(deep));
    });

    it('learns the positions of a deeper jump one short walk at a time, then jumps from them', async () => {
      const maxWalk = 5;
      const repository = orders(maxWalk);
      const deep = Math.floor((20 * ANCHOR_SPACING) / LIMIT) + 2;
      const offset = (deep - 1) * LIMIT;
      // One step (a page of one row) per maxWalk positions on the way, then the page.
      const steps = Math.ceil(Math.floor(offset / ANCHOR_SPACING) / maxWalk) - 1;
      const { statements: perPage, ...expected } = page(deep);
      expect(steps).toBeGreaterThan(1);
      expect(await read(repository, { offset })).toEqual({
        ...expected,
        statements: perPage * (steps + 1),
        last: expect.anything(),
      });
      expect(await read(repository, { offset })).toMatchObject(page(deep));
      // Past the folder's end the steps stop, and the rest is one short walk.
      const pastEnd = await read(repository, { offset: 40 * ANCHOR_SPACING });
      expect(pastEnd).toMatchObject({ ids: [], total: expected.total });
    });
  });
});
