import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { STALE_MESSAGES } from '@portal/shared/validation/messages';
import { callRouteUnchecked } from '../helpers/callRoute';
import { createTestApp, login, type TestApp } from '../helpers/testApp';
import { STAFF_NAMES } from '../routes/queues/queueTestKit';

/**
 * 'Assign to me', 'Move to Original Folder' and the order page's moves read the order, then
 * change it with an UPDATE that checks again what they read (the holder, the version).
 * Another instance may change the order between the two: here its write holds the row while
 * the call reads it as it was, then commits, so the call's UPDATE finds the order changed and
 * the call must refuse, not say it was done.
 */

/** Sessions of the app's database waiting on a row lock to change an order. */
const WAITING_FOR_THE_ORDER = `select count(*) from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "orders"%'`;

const ANOTHER_MEMBER = 'Someone Else';

describe('an order another instance changes between the read and the write', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // The call's UPDATE waits on the test's row lock for as long as the test takes.
    t = await createTestApp({
      orders: 40,
      env: { DATABASE_LOCK_TIMEOUT: '60s', DATABASE_STATEMENT_TIMEOUT: '60s' },
    });
    token = await login(t.app, 'team@demo.test');
  });
  afterAll(() => t.close());
  /** The other instance's transaction; ended after each test, so a failed one lets go too. */
  let other: pg.Client | null = null;
  afterEach(async () => {
    await other?.end();
    other = null;
  });

  /** An order of the seed, made a free one in New Orders (each test takes its own). */
  let used = 0;
  const freeNewOrder = (): number => {
    const orderId = Number(
      t.sql
        .prepare('select order_id from orders order by order_id limit 1 offset ?')
        .pluck()
        .get(used++),
    );
    t.sql
      .prepare("update orders set process_status = 'New', assign_to = null where order_id = ?")
      .run(orderId);
    return orderId;
  };

  const holderOf = (orderId: number): unknown =>
    t.sql.prepare('select assign_to from orders where order_id = ?').pluck().get(orderId);

  const assignments = (orderId: number): unknown =>
    t.sql
      .prepare("select count(*) from audit_log where action = 'order.assign' and entity_id = ?")
      .pluck()
      .get(String(orderId));

  /** Sends `call` while another transaction holds the order with `change`, then commits it. */
  async function whileChanged(
    orderId: number,
    change: string,
    call: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const target = t.config.database;
    if (target.dialect !== 'postgres') throw new Error('This test runs on PostgreSQL only.');
    const client = new pg.Client({ connectionString: target.url });
    other = client;
    await client.connect();
    await client.query('begin');
    await client.query(`update orders set ${change} where order_id = $1`, [orderId]);
    let answered = false;
    const answer = call().finally(() => {
      answered = true;
    });
    // (An answer ends the wait too: a call refused before its UPDATE never waits.)
    while (!answered && Number(t.sql.prepare(WAITING_FOR_THE_ORDER).pluck().get()) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query('commit');
    return answer;
  }

  const assign = (orderId: number, assignto: string) =>
    callRouteUnchecked(t.app, API_ROUTES.assignOrderStatus, token, {
      body: { orderId: [orderId], assignto },
    });
  const takenByAnother = `assign_to = '${ANOTHER_MEMBER}'`;

  it("refuses 'Assign to me', naming who took it", async () => {
    const orderId = freeNewOrder();
    const response = await whileChanged(orderId, takenByAnother, () =>
      assign(orderId, STAFF_NAMES.Team),
    );
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: expect.objectContaining({
        status: 0,
        message: `Order ${orderId} is already assigned to ${ANOTHER_MEMBER}.`,
      }),
    });
    expect(holderOf(orderId)).toBe(ANOTHER_MEMBER);
    expect(Number(assignments(orderId))).toBe(0);
  });

  it("refuses 'Move to Original Folder' of an order that changed hands", async () => {
    const orderId = freeNewOrder();
    expect((await assign(orderId, STAFF_NAMES.Team)).statusCode).toBe(200);
    const response = await whileChanged(orderId, takenByAnother, () => assign(orderId, ''));
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: expect.objectContaining({
        status: 0,
        message: `Order ${orderId} was changed by someone else. Refresh and try again.`,
      }),
    });
    expect(holderOf(orderId)).toBe(ANOTHER_MEMBER);
    expect(Number(assignments(orderId))).toBe(1);
  });

  it('refuses an order page move of an order whose version moved on', async () => {
    const orderId = freeNewOrder();
    const version = Number(
      t.sql.prepare('select version from orders where order_id = ?').pluck().get(orderId),
    );
    const response = await whileChanged(orderId, 'order_status = 2, version = version + 1', () =>
      callRouteUnchecked(t.app, API_ROUTES.moveOrderStatus, token, {
        body: { orderId, orderStatus: 5, version },
      }),
    );
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: expect.objectContaining({ status: 0, message: STALE_MESSAGES.order }),
    });
    expect(
      t.sql.prepare('select order_status, version from orders where order_id = ?').get(orderId),
    ).toEqual({ order_status: 2, version: version + 1 });
  });
});
