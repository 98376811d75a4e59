import pg from 'pg';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGE_SESSION_EXPIRED } from '../../src/lib/apiError';
import { callRoute } from '../helpers/callRoute';
import { createTestApp, login, type TestApp } from '../helpers/testApp';

/**
 * A staff call that only reads starts on its token's word and reads the member's row beside
 * its own statements (docs/security.md, "Sessions"): one round trip fewer on PostgreSQL,
 * and still nothing answered before the row agrees.
 */

/**
 * Whether, in the app's database, one session waits on the lock reading the staff row while
 * another has already run the folder counts' statement, begun after that read.
 */
const RAN_BESIDE_THE_WAITING_ROW = `select count(*) from pg_stat_activity waiting
  join pg_stat_activity ran on ran.datname = waiting.datname and ran.pid <> waiting.pid
  where waiting.datname = current_database() and waiting.wait_event_type = 'Lock'
    and waiting.query ilike '%staff%'
    and ran.state = 'idle' and ran.query ilike '%from "order_status_counts"%'
    and ran.query_start >= waiting.query_start`;

describe("a staff read beside its member's row", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 40 });
  });
  afterAll(() => t.close());

  it('runs its statement while the row waits, and answers only as the row then says', async () => {
    const target = t.config.database;
    if (target.dialect !== 'postgres') throw new Error('This test runs on PostgreSQL only.');
    const token = await login(t.app, 'team@demo.test');
    const locker = new pg.Client({ connectionString: target.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table staff in access exclusive mode');
      let answered = false;
      const answer = callRoute(t.app, API_ROUTES.folderCount, token).finally(() => {
        answered = true;
      });
      while (Number(t.sql.prepare(RAN_BESIDE_THE_WAITING_ROW).pluck().get()) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(answered).toBe(false);
      // The member signs out everywhere before their row is read: the counts never leave.
      await locker.query(
        "update staff set token_version = token_version + 1 where email = 'team@demo.test'",
      );
      await locker.query('commit');
      const response = await answer;
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 401,
        body: expect.objectContaining({ status: 0, message: MESSAGE_SESSION_EXPIRED }),
      });
    } finally {
      await locker.end();
    }
  });
});
