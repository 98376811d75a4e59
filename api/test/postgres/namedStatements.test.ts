import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { seedDemoData } from '../../src/db/seed/seedDemoData';
import { OrderDetailRepository } from '../../src/repositories/orderDetailRepository';
import { OrderRepository } from '../../src/repositories/orderRepository';
import { folderFilter } from '../../src/routes/queues/queueRules';
import { keepPageAnchors } from '../helpers/keepPageAnchors';
import { makeTempDir, TEST_REFERENCE_DATE } from '../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

/**
 * Named prepared statements per PostgreSQL connection (src/db/namedStatements.ts), read
 * from the server's own list of a connection's statements, pg_prepared_statements. Each
 * test has a pool of one connection, so every statement runs on the connection it reads.
 */

// A database copied from the template on a machine other suites share.
jest.setTimeout(60_000);

/** The mail settings the order page's addresses come from. */
const MAIL_ADDRESSES = { applicationMailDomain: 'applications.test', siteUrl: 'http://localhost' };

interface Prepared {
  statement: string;
  executions: number;
  /** Calls that had a plan made for their own values (the rest reused the statement's one). */
  planned: number;
}

/** The statements prepared on `db`'s connection (this query itself, a `like`, is not one). */
async function preparedOn(db: Kysely<Database>): Promise<Prepared[]> {
  const { rows } = await sql<Prepared>`
    select statement, generic_plans + custom_plans as executions, custom_plans as planned
    from pg_prepared_statements
    where statement not like ${'%pg_prepared_statements%'}`.execute(db);
  return rows;
}

const echo = (n: number) => sql<{ n: number }>`select ${n}::int as n`;
const ECHO = 'select $1::int as n';

/** A statement of its own text per `n` (the number is part of the SQL). */
const numbered = (n: number) => sql<{ n: number }>`select ${sql.lit(n)}::int + ${1} as n`;

describe('named prepared statements on PostgreSQL', () => {
  let dir: string;
  let database: TestDatabase;
  let admin: pg.Client;
  let db: Kysely<Database>;

  const url = () => {
    const target = database.target(dir, path.join(dir, 'unused.sqlite'));
    if (target.dialect !== 'postgres') throw new Error('This suite runs on PostgreSQL.');
    return target.url;
  };

  beforeAll(async () => {
    dir = makeTempDir();
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: url() });
    await admin.connect();
  });
  beforeEach(() => {
    db = createDatabase({ dialect: 'postgres', url: url(), poolSize: 1 });
  });
  afterEach(() => db.destroy());
  afterAll(async () => {
    await admin.end();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prepares a statement once per connection and runs it again by its name', async () => {
    for (let n = 1; n <= 5; n += 1) {
      expect((await echo(n).execute(db)).rows).toEqual([{ n }]);
    }
    const prepared = await preparedOn(db);
    expect(prepared.filter((row) => row.statement === ECHO)).toEqual([
      expect.objectContaining({ statement: ECHO, executions: 5 }),
    ]);
  });

  it("plans a queue's first page once, and reads the folder counts in one statement", async () => {
    const orders = new OrderRepository(db);
    const page = { filter: folderFilter('allorder', 'Alice Admin'), offset: 0, limit: 10 };
    for (let call = 0; call < 6; call += 1) await orders.findPage(page);
    await orders.countByStatus('Alice Admin');

    const prepared = await preparedOn(db);
    // Its statuses and row count are in its text: no value is left to plan for.
    expect(prepared.filter((row) => row.statement.startsWith('with "walked"'))).toEqual([
      expect.objectContaining({ executions: 6, planned: 0 }),
    ]);
    expect(prepared.filter((row) => row.statement.includes('union all'))).toEqual([
      expect.objectContaining({ executions: 1 }),
    ]);
  });

  it('plans a pager jump from a position it knows once, whatever its depth past it', async () => {
    // Orders of its own, in a database of its own (the other tests read an empty one), enough
    // that an OFFSET priced at a tenth of the folder would cost more than planning each call.
    const seeded = await createTestDatabase();
    const target = seeded.target(dir, path.join(dir, 'seeded.sqlite'));
    if (target.dialect !== 'postgres') throw new Error('This suite runs on PostgreSQL.');
    const ordersDb = createDatabase({ dialect: 'postgres', url: target.url, poolSize: 1 });
    try {
      await seedDemoData(ordersDb, {
        orders: 20_000,
        referenceDate: TEST_REFERENCE_DATE,
      });
      await sql`analyze`.execute(ordersDb);
      await keepPageAnchors({
        exec: (text) => sql.raw(text).execute(ordersDb),
        value: async (text) =>
          Object.values((await sql.raw(text).execute(ordersDb)).rows[0] ?? {})[0],
      });
      const orders = new OrderRepository(ordersDb);
      const filter = folderFilter('allorder', 'Alice Admin');
      // The first jump learns the position before row 200; the rest start from it.
      for (const depth of [200, 210, 220, 230, 240, 250, 260, 270]) {
        await orders.findPage({ filter, offset: depth, limit: 10 });
      }

      const fromKnown = (await preparedOn(ordersDb)).filter(
        (row) => row.statement.includes('page_version') && !row.statement.includes('anchor_'),
      );
      // Five calls planned for their values, then the statement's own plan, as it is no dearer.
      expect(fromKnown).toEqual([expect.objectContaining({ executions: 7, planned: 5 })]);
    } finally {
      await ordersDb.destroy();
      await seeded.drop();
    }
  });

  it('reads an order page, its parts included, in one statement', async () => {
    const details = new OrderDetailRepository(db);
    expect(await details.orderDetails(100001, MAIL_ADDRESSES)).toBeNull();

    expect(await preparedOn(db)).toEqual([expect.objectContaining({ executions: 1 })]);
  });

  it('keeps at most 100 per connection, closing the least recently used', async () => {
    for (let n = 1; n <= 100; n += 1) await numbered(n).execute(db);
    await numbered(1).execute(db);
    for (let n = 101; n <= 150; n += 1) await numbered(n).execute(db);

    const kept = (await preparedOn(db))
      .map((row) => /^select (\d+)::int \+ \$1 as n$/.exec(row.statement)?.[1])
      .filter((n) => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    const newest = Array.from({ length: 99 }, (_, index) => 52 + index);
    expect(kept).toEqual([1, ...newest]);
    expect(await preparedOn(db)).toHaveLength(100);
  });

  it('prepares a statement again, and answers, after its table changed', async () => {
    await sql`create table named_probe (id int)`.execute(db);
    await sql`insert into named_probe values (${1})`.execute(db);
    const probe = () => sql`select * from named_probe where id = ${1}`.execute(db);
    expect((await probe()).rows).toEqual([{ id: 1 }]);

    await sql`alter table named_probe add column note text default 'added'`.execute(db);
    expect((await probe()).rows).toEqual([{ id: 1, note: 'added' }]);
    expect((await probe()).rows).toEqual([{ id: 1, note: 'added' }]);
    await sql`drop table named_probe`.execute(db);
  });

  it('starts a fresh set on the connection that replaces one the server ended', async () => {
    const backend = async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;
    await echo(1).execute(db);
    const ended = await backend();
    await admin.query('select pg_terminate_backend($1)', [ended]);
    while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [ended])).rowCount) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    // The statement that meets the ended connection fails (a request answers 503); the pool
    // then opens another.
    let fresh: number | undefined;
    for (let attempt = 0; attempt < 3 && fresh === undefined; attempt += 1) {
      fresh = await backend().catch(() => undefined);
    }
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(ended);
    for (let n = 1; n <= 3; n += 1) expect((await echo(n).execute(db)).rows).toEqual([{ n }]);
    const prepared = await preparedOn(db);
    expect(prepared.filter((row) => row.statement === ECHO)).toEqual([
      expect.objectContaining({ statement: ECHO, executions: 3 }),
    ]);
  });

  it('leaves text searches unnamed', async () => {
    const search = db.selectFrom('orders').select('order_id').where('email', 'like', 'a%');
    const exact = db.selectFrom('orders').select('order_id').where('email', '=', 'a@b.c');
    for (let round = 0; round < 3; round += 1) {
      await search.execute();
      await exact.execute();
    }
    const statements = (await preparedOn(db)).map((row) => row.statement);
    expect(statements).toContain(exact.compile().sql);
    expect(statements).not.toContain(search.compile().sql);
  });
});
