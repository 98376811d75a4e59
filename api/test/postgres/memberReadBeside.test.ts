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

/** Sessions of the app's database waiting on a lock to read a staff row. */
const WAITING_FOR_THE_ROW = `select count(*) from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock' and query ilike '%staff%'`;

describe("a staff read beside its member's row", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The row's read waits on the test's lock for as long as the test takes, on any machine.
    t = await createTestApp({
      orders: 40,
      env: { DATABASE_LOCK_TIMEOUT: '60s', DATABASE_STATEMENT_TIMEOUT: '60s' },
    });
  });
  afterAll(() => t.close());
  /** Holds the staff table; ended after each test, so a test that times out lets go too. */
  let locker: pg.Client | null = null;
  afterEach(async () => {
    await locker?.end();
    locker = null;
  });

  it('runs its statement while the row waits, and answers only as the row then says', async () => {
    const target = t.config.database;
    if (target.dialect !== 'postgres') throw new Error('This test runs on PostgreSQL only.');
    const token = await login(t.app, 'team@demo.test');
    const holder = new pg.Client({ connectionString: target.url });
    locker = holder;
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table staff in access exclusive mode');
    // Watched, not replaced: the counts are still read from the database.
    const { orders } = t.app.repositories;
    const countByStatus = orders.countByStatus.bind(orders);
    let countsRead = false;
    jest.spyOn(orders, 'countByStatus').mockImplementation(async (name) => {
      const counts = await countByStatus(name);
      countsRead = true;
      return counts;
    });
    let answered = false;
    const answer = callRoute(t.app, API_ROUTES.folderCount, token).finally(() => {
      answered = true;
    });
    // (An answer ends the wait too: where the row is read first, none comes until the lock goes.)
    while (!countsRead && !answered) await new Promise((resolve) => setTimeout(resolve, 20));
    // The counts were read while the member's row still waits; nothing has been answered.
    expect(Number(t.sql.prepare(WAITING_FOR_THE_ROW).pluck().get())).toBe(1);
    expect(answered).toBe(false);
    // The member signs out everywhere before their row is read: the counts never leave.
    await holder.query(
      "update staff set token_version = token_version + 1 where email = 'team@demo.test'",
    );
    await holder.query('commit');
    const response = await answer;
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 401,
      body: expect.objectContaining({ status: 0, message: MESSAGE_SESSION_EXPIRED }),
    });
  });
});
