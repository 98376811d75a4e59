import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { STALE_MESSAGES } from '@portal/shared/validation/messages';
import { gatewayIdCipher } from '../../src/routes/settings/gatewayIds';
import { callRouteUnchecked, expectRefused } from '../helpers/callRoute';
import { login, type TestApp } from '../helpers/testApp';
import {
  adminToken,
  createOrderDetailApp,
  freshOrder,
  uploadFromPage,
  versionOf,
} from '../routes/orderDetail/orderDetailTestApp';
import { STAFF_NAMES } from '../routes/queues/queueTestKit';

/**
 * Every change that reads a row and then writes it checks again in its UPDATE what it read
 * (the holder, the version), as another instance may change the row between the two. Here
 * that other instance's write holds the row while the call reads it as it was, then commits,
 * so the call's UPDATE finds the row changed: the call must refuse, not say it was done.
 */

/** Sessions of the app's database waiting on a row lock of `table`. */
const waitingOn = (table: string) => `select count(*) from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock' and query ilike '%"${table}"%'`;

const ANOTHER_MEMBER = 'Someone Else';

/** Keys of the tables whose rows are changed meanwhile. */
const KEYS = { orders: 'order_id', staff: 'id', payment_gateways: 'id' } as const;

describe('a row another instance changes between the read and the write', () => {
  let t: TestApp;
  let team: string;
  let admin: string;
  const used = new Set<number>();
  beforeAll(async () => {
    // The call's write waits on the test's row lock for as long as the test takes.
    t = await createOrderDetailApp({
      orders: 40,
      env: { DATABASE_LOCK_TIMEOUT: '60s', DATABASE_STATEMENT_TIMEOUT: '60s' },
    });
    team = await login(t.app, 'team@demo.test');
    admin = await adminToken(t);
  });
  afterAll(() => t.close());
  /** The other instance's transaction; ended after each test, so a failed one lets go too. */
  let other: pg.Client | null = null;
  afterEach(async () => {
    await other?.end();
    other = null;
  });

  /** Sends `call` while another transaction holds the row with `change`, then commits it. */
  async function whileChanged(
    table: keyof typeof KEYS,
    id: number,
    change: string,
    call: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const target = t.config.database;
    if (target.dialect !== 'postgres') throw new Error('This test runs on PostgreSQL only.');
    const client = new pg.Client({ connectionString: target.url });
    other = client;
    await client.connect();
    await client.query('begin');
    await client.query(`update ${table} set ${change} where ${KEYS[table]} = $1`, [id]);
    let answered = false;
    const answer = call().finally(() => {
      answered = true;
    });
    // (An answer ends the wait too: a call refused before its write never waits.)
    while (!answered && Number(t.sql.prepare(waitingOn(table)).pluck().get()) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query('commit');
    return answer;
  }

  const newOrder = () => freshOrder(t, 'New', used);
  const holderOf = (orderId: number): unknown =>
    t.sql.prepare('select assign_to from orders where order_id = ?').pluck().get(orderId);
  const assignments = (orderId: number): number =>
    Number(
      t.sql
        .prepare("select count(*) from audit_log where action = 'order.assign' and entity_id = ?")
        .pluck()
        .get(String(orderId)),
    );
  const assign = (orderId: number, assignto: string) =>
    callRouteUnchecked(t.app, API_ROUTES.assignOrderStatus, team, {
      body: { orderId: [orderId], assignto },
    });
  const takenByAnother = `assign_to = '${ANOTHER_MEMBER}'`;
  const newVersion = 'version = version + 1';

  it("refuses 'Assign to me', naming who took it", async () => {
    const orderId = newOrder();
    const response = await whileChanged('orders', orderId, takenByAnother, () =>
      assign(orderId, STAFF_NAMES.Team),
    );
    expectRefused(response, 409, `Order ${orderId} is already assigned to ${ANOTHER_MEMBER}.`);
    expect(holderOf(orderId)).toBe(ANOTHER_MEMBER);
    expect(assignments(orderId)).toBe(0);
  });

  it("refuses 'Move to Original Folder' of an order that changed hands", async () => {
    const orderId = newOrder();
    expect((await assign(orderId, STAFF_NAMES.Team)).statusCode).toBe(200);
    const response = await whileChanged('orders', orderId, takenByAnother, () =>
      assign(orderId, ''),
    );
    expectRefused(
      response,
      409,
      `Order ${orderId} was changed by someone else. Refresh and try again.`,
    );
    expect(holderOf(orderId)).toBe(ANOTHER_MEMBER);
    expect(assignments(orderId)).toBe(1);
  });

  it('refuses an order page move', async () => {
    const orderId = newOrder();
    const version = versionOf(t, orderId);
    const response = await whileChanged('orders', orderId, `order_status = 2, ${newVersion}`, () =>
      callRouteUnchecked(t.app, API_ROUTES.moveOrderStatus, team, {
        body: { orderId, orderStatus: 5, version },
      }),
    );
    expectRefused(response, 409, STALE_MESSAGES.order);
    expect(
      t.sql.prepare('select order_status, version from orders where order_id = ?').get(orderId),
    ).toEqual({ order_status: 2, version: version + 1 });
  });

  it("refuses a defence pack's transaction details", async () => {
    const orderId = freshOrder(t, 'ChargeBack', used);
    const version = versionOf(t, orderId);
    const response = await whileChanged('orders', orderId, newVersion, () =>
      callRouteUnchecked(t.app, API_ROUTES.defencePackDetails, admin, {
        body: { orderId, transactionId: 'pi_meanwhile', merchantName: 'Stripe', version },
      }),
    );
    expectRefused(response, 409, STALE_MESSAGES.order);
    expect(
      t.sql.prepare('select transaction_id from orders where order_id = ?').pluck().get(orderId),
    ).not.toBe('pi_meanwhile');
  });

  it('refuses an uploaded visa document, recording none', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const documents = () =>
      t.sql.prepare('select count(*) from order_documents where order_id = ?').pluck().get(orderId);
    const before = documents();
    const response = await whileChanged('orders', orderId, newVersion, () =>
      uploadFromPage(t, admin, orderId, 'c@example.com'),
    );
    expectRefused(response, 409, STALE_MESSAGES.order);
    expect(documents()).toBe(before);
  });

  /** A demo member's row as the Edit form opened it. */
  const memberRow = (email: string) =>
    t.sql
      .prepare('select id, name, email, type, version from staff where email = ?')
      .get(email) as {
      id: number;
      name: string;
      email: string;
      type: string;
      version: number;
    };

  it("refuses a team member's edit", async () => {
    const member = memberRow('nightstaff@demo.test');
    const response = await whileChanged('staff', member.id, newVersion, () =>
      callRouteUnchecked(t.app, API_ROUTES.updateTeamMember, admin, {
        body: { ...member, tmId: member.id, name: 'Renamed Meanwhile' },
      }),
    );
    expectRefused(response, 409, STALE_MESSAGES.teamMember);
    expect(memberRow(member.email)).toEqual({ ...member, version: member.version + 1 });
  });

  it("refuses a team member's delete", async () => {
    const member = memberRow('telecaller@demo.test');
    const response = await whileChanged('staff', member.id, newVersion, () =>
      callRouteUnchecked(t.app, API_ROUTES.deleteTeamMember, admin, {
        body: { teamMemberId: member.id, version: member.version },
      }),
    );
    expectRefused(response, 409, STALE_MESSAGES.teamMember);
    expect(
      t.sql.prepare('select deleted_at from staff where id = ?').pluck().get(member.id),
    ).toBeNull();
  });

  it('refuses a payment gateway chosen on a version that moved on', async () => {
    const gateway = t.sql
      .prepare(
        'select id, is_secondary_domain, version from payment_gateways where is_active = 0 order by id limit 1',
      )
      .get() as { id: number; is_secondary_domain: 0 | 1; version: number };
    const response = await whileChanged('payment_gateways', gateway.id, newVersion, () =>
      callRouteUnchecked(t.app, API_ROUTES.paymentGatewaySetting, admin, {
        body: {
          gatewayDetails: {
            gatewayId: gatewayIdCipher(t.config).seal(gateway.id),
            isSecondaryDomain: gateway.is_secondary_domain,
          },
          version: gateway.version,
        },
      }),
    );
    expectRefused(response, 409, STALE_MESSAGES.gateway);
    expect(
      t.sql.prepare('select is_active from payment_gateways where id = ?').pluck().get(gateway.id),
    ).toBe(0);
  });
});
