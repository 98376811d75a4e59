import pg from 'pg';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { OrderListPage } from '@portal/shared/entities/order';
import { callRoute } from '../helpers/callRoute';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { historyPageByOffset, signInEveryRole } from '../routes/queues/queueTestKit';

/**
 * PostgreSQL takes an audit id before its transaction commits, so the newest id is the
 * version of the orders only while no session holds a transaction id
 * (repositories/pageAnchors): a jump made while one does must neither use nor learn a
 * deep position, or a lower id committed after it would leave the position standing on
 * changed orders.
 */
describe('a pager jump while another session is writing', () => {
  const LIMIT = 30;
  const PAGE = 14;
  let t: TestApp;
  let token: string;
  let writer: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ orders: 1200 });
    token = (await signInEveryRole(t.app)).Admin;
    if (t.config.database.dialect !== 'postgres') throw new Error('Runs on PostgreSQL only.');
    writer = new pg.Client({ connectionString: t.config.database.url });
    await writer.connect();
  });
  afterAll(async () => {
    await writer.end();
    await t.close();
  });

  const jump = async () => {
    const response = await callRoute(t.app, API_ROUTES.ordersList, token, {
      params: { orderName: 'allorder' },
      query: { page: PAGE, limit: LIMIT },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as OrderListPage).rows.map((row) => row.order_id);
  };
  const byOffset = (page: number) => historyPageByOffset(t.sql, page, LIMIT);
  const audit = (entityId: string) =>
    `insert into audit_log (at, actor_name, action, entity, entity_id)
     values ('2026-11-25T00:00:00.000Z', 'Writer', 'status', 'order', '${entityId}')`;

  it('answers the OFFSET page after the writer commits a lower audit id', async () => {
    const [newest] = byOffset(1);
    await writer.query('begin');
    await writer.query(audit(String(newest)));
    await writer.query(`update orders set process_status = 'Deleted' where order_id = $1`, [
      newest,
    ]);
    // Committed meanwhile, with a higher id: the newest one while the writer is open.
    t.sql.exec(audit('other'));
    const before = byOffset(PAGE);
    expect(await jump()).toEqual(before);
    expect(await jump()).toEqual(before);
    await writer.query('commit');
    const after = byOffset(PAGE);
    expect(after).not.toEqual(before);
    expect(await jump()).toEqual(after);
  });
});
