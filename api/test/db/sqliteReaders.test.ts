import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { DEFAULT_SQLITE_READERS } from '../../src/config';
import { Counter, Registry } from 'prom-client';
import type { ProcessStatus } from '@portal/shared/entities/folders';
import { createDatabase, readerThreadStats } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { READER_NICENESS, SqliteReaders } from '../../src/db/sqliteReaders';
import { OrderRepository } from '../../src/repositories/orderRepository';
import { StaffRepository } from '../../src/repositories/staffRepository';
import { instrumentDatabase } from '../../src/metrics/databaseMetrics';
import { sampleValue } from '../helpers/prometheusText';
import { nextTurn } from '../helpers/nextTurn';
import { apiPath, createTestApp, makeTempDir, type TestApp } from '../helpers/testApp';

jest.setTimeout(60_000);

/**
 * Rows a deliberately slow read counts through: a second or more of SQLite's own work on
 * the shared machine (measured: 0.6 s idle), far longer than any request beside it.
 */
const SLOW_READ_ROWS = 3_000_000;
/**
 * What a read that holds the event loop looks like, whatever the machine's load: run on the
 * server's thread, it lets one request or two through and the loop waits as long as the
 * read takes. As in defencePackLoad.test.ts, a count and a share of the read's own time,
 * never a bound in milliseconds.
 */
const MIN_ANSWERED_MEANWHILE = 10;
/** The seeded demo admin. */
const ADMIN_EMAIL = 'admin@demo.test';
const LONGEST_WAIT_SHARE = 0.5;

/** SQLite reads run on reader threads (src/db/sqliteReaders.ts), each with its own connection. */
describe('SQLite reads off the event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 20 });
  });
  afterAll(() => t.close());

  /** A SELECT built with Kysely that takes SQLite a long time: what a reader thread runs. */
  const slowRead = (db = t.app.db) =>
    db
      .selectNoFrom(
        sql<number>`(with recursive n(i) as (select 1 union all select i + 1 from n
          where i < ${SLOW_READ_ROWS}) select count(*) from n)`.as('counted'),
      )
      .executeTakeFirstOrThrow();

  /** A database of its own on the app's file: the app's background reads never meet its threads. */
  const ownDatabase = () => {
    if (t.config.database.dialect !== 'sqlite') throw new Error('The reader threads are SQLite’s.');
    return createDatabase({
      dialect: 'sqlite',
      file: t.config.database.file,
      readers: DEFAULT_SQLITE_READERS,
    });
  };

  it('answers other requests while a slow read runs: the event loop never waits for it long', async () => {
    // Over a real socket, as a balancer's health check calls: it meets the read in the event loop.
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    let readDone = false;
    const read = slowRead().finally(() => (readDone = true));
    let answeredMeanwhile = 0;
    while (!readDone) {
      const health = await fetch(`${origin}${apiPath(API_ROUTES.health)}`);
      expect(health.status).toBe(200);
      answeredMeanwhile += 1;
    }
    const reading = performance.now() - started;
    loop.disable();
    expect(await read).toEqual({ counted: SLOW_READ_ROWS });
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(MIN_ANSWERED_MEANWHILE);
    expect(loop.max / 1e6).toBeLessThan(reading * LONGEST_WAIT_SHARE);
  });

  it('runs its statements at a lower priority than the event loop, which keeps its own', async () => {
    await slowRead();
    const loopNice = getPriority(0);
    const threadNices = readdirSync('/proc/self/task').map((task) =>
      // Field 19 of stat is the nice value; the command name before it may hold spaces.
      Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]),
    );
    expect(threadNices).toContain(Math.min(19, loopNice + READER_NICENESS));
    expect(getPriority(0)).toBe(loopNice);
  });

  it('answers a read as the main connection does: the same rows, blobs as Buffers', async () => {
    await sql`create table kinds (n integer, r real, s text, b blob, z)`.execute(t.app.db);
    await sql`insert into kinds values (42, 1.5, 'text', x'00ff10', null)`.execute(t.app.db);
    // Raw SQL runs on the main connection; a SELECT built with Kysely on a reader.
    const { rows: onMain } = await sql`select * from kinds`.execute(t.app.db);
    const onReader = await t.app.db
      .selectFrom(sql`kinds`.as('k'))
      .selectAll()
      .execute();
    expect(onReader).toEqual(onMain);
    expect(onReader).toEqual([{ n: 42, r: 1.5, s: 'text', b: Buffer.from([0, 255, 16]), z: null }]);
    expect(Buffer.isBuffer((onReader[0] as { b: unknown }).b)).toBe(true);
    // A Buffer parameter is bound as the blob it is.
    const found = await t.app.db
      .selectFrom(sql`kinds`.as('k'))
      .select(sql<number>`n`.as('n'))
      .where(sql.ref('b'), '=', Buffer.from([0, 255, 16]))
      .execute();
    expect(found).toEqual([{ n: 42 }]);
  });

  it("fails a read with SQLite's own error, as the main connection would", async () => {
    const onMain = await sql`select * from no_such_table`.execute(t.app.db).catch((e) => e);
    const onReader = await t.app.db
      .selectFrom(sql`no_such_table`.as('x'))
      .selectAll()
      .execute()
      .catch((error: unknown) => error);
    expect(onReader).toBeInstanceOf(BetterSqlite3.SqliteError);
    expect(onReader).toMatchObject({ code: onMain.code, message: onMain.message });
  });

  it('sees every write committed before it, and a transaction its own writes', async () => {
    await sql`create table counted (n integer)`.execute(t.app.db);
    const count = (db = t.app.db) =>
      db
        .selectFrom(sql`counted`.as('c'))
        .select(sql<number>`count(*)`.as('count'))
        .executeTakeFirstOrThrow();
    for (let n = 1; n <= 20; n += 1) {
      await sql`insert into counted values (${n})`.execute(t.app.db);
      expect(await count()).toEqual({ count: n });
    }
    await t.app.db.transaction().execute(async (trx) => {
      await sql`insert into counted values (21)`.execute(trx);
      expect(await count(trx)).toEqual({ count: 21 });
    });
    expect(await count()).toEqual({ count: 21 });
  });

  /** Runs `read` while a slow read holds every reader thread: a read sent to a thread waits. */
  const whileEveryThreadIsBusy = async <T>(db: Kysely<Database>, read: () => Promise<T>) => {
    let readsDone = false;
    const reads = Promise.all(
      Array.from({ length: DEFAULT_SQLITE_READERS }, () => slowRead(db)),
    ).finally(() => (readsDone = true));
    while ((readerThreadStats(db)?.busy ?? 0) < DEFAULT_SQLITE_READERS) {
      await nextTurn();
    }
    const answer = await read();
    expect(readsDone).toBe(false);
    await reads;
    return answer;
  };

  it("answers a read by key on the event loop's own thread, never behind the threads' reads", async () => {
    const db = ownDatabase();
    const staff = new StaffRepository(db);
    try {
      const admin = await staff.findActiveByEmail(ADMIN_EMAIL);
      if (!admin) throw new Error(`${ADMIN_EMAIL} is seeded with the demo staff.`);
      const { id } = admin;
      const member = await whileEveryThreadIsBusy(db, () => staff.findActiveById(id));
      expect(member).toMatchObject({ email: ADMIN_EMAIL });
      // It sees a write committed just before it, as a reader thread does.
      await t.app.db
        .updateTable('staff')
        .set({ name: 'Renamed Member' })
        .where('id', '=', id)
        .execute();
      expect(await staff.findActiveById(id)).toMatchObject({ name: 'Renamed Member' });
    } finally {
      await db.destroy();
    }
  });

  it("answers the folder counts on the event loop's own thread, never behind the threads' reads", async () => {
    const db = ownDatabase();
    const orders = new OrderRepository(db);
    try {
      const { order_id, process_status } = await t.app.db
        .selectFrom('orders')
        .select(['order_id', 'process_status'])
        .orderBy('order_id')
        .executeTakeFirstOrThrow();
      const before = await orders.countByStatus('');
      const counts = await whileEveryThreadIsBusy(db, () => orders.countByStatus(''));
      expect(counts).toEqual(before);
      const total = [...counts.all.values()].reduce((sum, count) => sum + count, 0);
      expect(total).toBe(await orders.count());
      // It sees a write committed just before it, as a reader thread does.
      const moved: ProcessStatus = process_status === 'Deleted' ? 'Completed' : 'Deleted';
      await t.app.db
        .updateTable('orders')
        .set({ process_status: moved })
        .where('order_id', '=', order_id)
        .execute();
      const after = await orders.countByStatus('');
      expect(after.all.get(moved)).toBe((before.all.get(moved) ?? 0) + 1);
      expect(after.all.get(process_status) ?? 0).toBe((before.all.get(process_status) ?? 0) - 1);
    } finally {
      await db.destroy();
    }
  });

  it('has metrics that show how many reader threads are busy and idle, and the reads queued', async () => {
    const db = ownDatabase();
    const registry = new Registry();
    const storageErrors = new Counter({ name: 'errors', help: '-', labelNames: ['store'] });
    instrumentDatabase(registry, () => db, storageErrors);
    const readerGauges = async () => {
      const text = await registry.metrics();
      return Object.fromEntries(
        ['threads_max', 'threads_busy', 'threads_idle', 'reads_queued'].map((name) => [
          name,
          sampleValue(text, `portal_db_reader_${name}`),
        ]),
      );
    };
    try {
      // One more slow read than there are threads: it waits behind one of them.
      const reads = Array.from({ length: DEFAULT_SQLITE_READERS + 1 }, () => slowRead(db));
      while ((readerThreadStats(db)?.queued ?? 0) < 1) {
        await nextTurn();
      }
      expect(await readerGauges()).toEqual({
        threads_max: DEFAULT_SQLITE_READERS,
        threads_busy: DEFAULT_SQLITE_READERS,
        threads_idle: 0,
        reads_queued: 1,
      });
      await Promise.all(reads);
      expect(await readerGauges()).toEqual({
        threads_max: DEFAULT_SQLITE_READERS,
        threads_busy: 0,
        threads_idle: DEFAULT_SQLITE_READERS,
        reads_queued: 0,
      });
    } finally {
      await db.destroy();
    }
  });
});

describe("A read by key on the event loop's thread", () => {
  it('never waits for a busy file: its read goes to a reader thread, which waits', async () => {
    const dir = makeTempDir();
    const file = path.join(dir, 'rollback-journal.sqlite');
    // A file not in WAL mode: a writer's lock keeps every reader out until it commits.
    const writer = new BetterSqlite3(file);
    writer.exec('create table t (n integer); insert into t values (1)');
    const readers = new SqliteReaders(file, 1, 1024, 10);
    try {
      writer.exec('begin exclusive; insert into t values (2)');
      let settled = false;
      const read = readers
        .readHere('select count(*) as n from t', [])
        .finally(() => (settled = true));
      // Until a reader thread has it (or it fails at once, as a read that waited would not).
      while (!settled && readers.stats().busy < 1) {
        await nextTurn();
      }
      writer.exec('commit');
      expect(await read).toEqual([{ n: 2 }]);
    } finally {
      await readers.close();
      writer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
