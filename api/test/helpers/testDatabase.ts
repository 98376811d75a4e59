import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { DEFAULT_SQLITE_READERS } from '../../src/config';
import type { DatabaseTarget, Dialect } from '../../src/db/database';

/**
 * Which database this jest project runs the API tests on (jest.config.js sets it per
 * project): every API test file runs once on SQLite and once on PostgreSQL.
 */
export const TEST_DIALECT: Dialect =
  process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** Set by the PostgreSQL project's global setup (test/postgres/globalSetup.ts). */
const ADMIN_URL_VARIABLE = 'PORTAL_TEST_ADMIN_URL';
const TEMPLATE_VARIABLE = 'PORTAL_TEST_TEMPLATE';

/** A bound value, or better-sqlite3's named parameters (`@name`) as one object. */
export type SqlValue = unknown;

/** A statement of TestSql, shaped as better-sqlite3's so checks read the same on both. */
export interface TestStatement {
  get(...params: SqlValue[]): unknown;
  all(...params: SqlValue[]): unknown[];
  run(...params: SqlValue[]): { changes: number };
  /** Rows as their first column only. */
  pluck(): { get(...params: SqlValue[]): unknown; all(...params: SqlValue[]): unknown[] };
}

/**
 * A direct connection to a test app's database for checks that bypass the app: on SQLite
 * the file itself (better-sqlite3), on PostgreSQL the same synchronous calls on a connection
 * of a worker thread, so a check reads the same on both dialects.
 */
export interface TestSql {
  readonly dialect: Dialect;
  prepare(text: string): TestStatement;
  exec(text: string): void;
  /**
   * How the database would run a query Kysely compiled (`parameters` as Kysely gives
   * them): SQLite's query plan steps, or PostgreSQL's EXPLAIN lines with sequential
   * scans priced out, so a scan shows only where no index can answer. `bitmapsOnly` prices
   * out plain index scans too on PostgreSQL: a test's small table is cheaper to walk whole
   * in its primary key than to look up in a trigram index, which a large one is not.
   */
  plan(text: string, parameters: readonly unknown[], options?: { bitmapsOnly?: boolean }): string[];
  close(): void;
}

function sqliteTestSql(file: string): TestSql {
  const sqlite = new BetterSqlite3(file);
  return {
    dialect: 'sqlite',
    prepare: (text) => sqlite.prepare(text) as unknown as TestStatement,
    exec: (text) => void sqlite.exec(text),
    plan: (text, parameters) =>
      (
        sqlite.prepare(`explain query plan ${text}`).all(...parameters) as Array<{
          detail: string;
        }>
      ).map((step) => step.detail),
    close: () => void sqlite.close(),
  };
}

/** `value` as a PostgreSQL literal (standard_conforming_strings: only quotes need doubling). */
function literal(value: SqlValue): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * SQL parameter markers filled in as literals: `?` in order, or `@name` from one object of named
 * values (test SQL keeps both out of its own literals).
 */
function filled(text: string, params: SqlValue[]): string {
  const [first] = params;
  if (params.length === 1 && typeof first === 'object' && first !== null) {
    const named = first as Record<string, SqlValue>;
    return text.replace(/@(\w+)/g, (_, name: string) => literal(named[name]));
  }
  let index = 0;
  return text.replace(/\?/g, () => literal(params[index++]));
}

/** How long one statement may take before the test is told, not left waiting for ever. */
const STATEMENT_LIMIT_MS = 120_000;

type SqlRequest =
  | { kind: 'rows'; text: string }
  | { kind: 'run'; text: string }
  | { kind: 'plan'; text: string; settings: string[] };

type SqlReply<T> = { id: number } & ({ value: T; error?: undefined } | { error: string });

/** What the worker posts: a statement's reply, or why it stopped answering. */
type WorkerMessage<T> = SqlReply<T> | { stopped: string };

/**
 * Statements run synchronously on one connection of a worker thread
 * (postgresTestSqlWorker.cjs): this thread posts each and waits until it is answered. A
 * failure throws PostgreSQL's message.
 *
 * The worker counts its replies in `signal` after posting each. A wake-up is only a hint to
 * look again: a notify can arrive after its reply was already read (the worker paused between
 * counting and notifying) and wake the wait for the next statement, so this thread waits until
 * the reply carrying its own statement's id is there. A reply to a statement given up on is
 * dropped, never taken for a later one's.
 */
function postgresConnection(url: string): { ask<T>(request: SqlRequest): T; close(): void } {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(path.join(__dirname, 'postgresTestSqlWorker.cjs'), {
    workerData: { url, port: port2, signal },
    transferList: [port2],
  });
  worker.unref();
  let asked = 0;
  let stopped: string | undefined;
  function replyTo<T>(id: number): SqlReply<T> | undefined {
    for (let got = receiveMessageOnPort(port1); got; got = receiveMessageOnPort(port1)) {
      const message = got.message as WorkerMessage<T>;
      if ('stopped' in message) stopped = message.stopped;
      else if (message.id === id) return message;
    }
    if (stopped !== undefined) {
      throw new Error(`The PostgreSQL test connection stopped: ${stopped}`);
    }
    return undefined;
  }
  return {
    ask<T>(request: SqlRequest): T {
      const id = ++asked;
      port1.postMessage({ ...request, id });
      const deadline = performance.now() + STATEMENT_LIMIT_MS;
      for (;;) {
        const repliesSeen = Atomics.load(signal, 0);
        const reply = replyTo<T>(id);
        if (reply) {
          if (reply.error !== undefined) throw new Error(reply.error);
          return reply.value;
        }
        const left = deadline - performance.now();
        if (left <= 0 || Atomics.wait(signal, 0, repliesSeen, left) === 'timed-out') {
          throw new Error(`No answer within ${STATEMENT_LIMIT_MS} ms to: ${request.text}`);
        }
      }
    },
    close() {
      port1.close();
      void worker.terminate();
    },
  };
}

function postgresTestSql(url: string): TestSql {
  const connection = postgresConnection(url);
  const rows = (text: string, params: SqlValue[]): Array<Record<string, unknown>> =>
    JSON.parse(connection.ask<string>({ kind: 'rows', text: filled(text, params) })) as Array<
      Record<string, unknown>
    >;
  const first = (row: Record<string, unknown> | undefined) =>
    row ? Object.values(row)[0] : undefined;
  return {
    dialect: 'postgres',
    prepare: (text) => ({
      get: (...params) => rows(text, params)[0],
      all: (...params) => rows(text, params),
      run: (...params) => ({
        changes: connection.ask<number>({ kind: 'run', text: filled(text, params) }),
      }),
      pluck: () => ({
        get: (...params) => first(rows(text, params)[0]),
        all: (...params) => rows(text, params).map(first),
      }),
    }),
    exec: (text) => void connection.ask<number>({ kind: 'run', text }),
    plan: (text, parameters, options) =>
      connection.ask<string[]>({
        kind: 'plan',
        text: text.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1])),
        settings: [
          'enable_seqscan = off',
          ...(options?.bitmapsOnly ? ['enable_indexscan = off'] : []),
        ],
      }),
    close: () => connection.close(),
  };
}

/** A fresh database for one test app, and its removal. */
export interface TestDatabase {
  /** Where the app's data lives: a file in `dataDir` or a new PostgreSQL database. */
  target(dataDir: string, databaseFile: string): DatabaseTarget;
  connect(): TestSql;
  drop(): Promise<void>;
}

let databasesMade = 0;

/**
 * On SQLite the app makes its file itself. On PostgreSQL a new database is copied from
 * the migrated template the global setup made, so each app starts empty and apps run in
 * parallel without seeing each other.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DIALECT === 'sqlite') {
    let file = '';
    return {
      target(_dataDir, databaseFile) {
        file = databaseFile;
        return { dialect: 'sqlite', file, readers: DEFAULT_SQLITE_READERS };
      },
      connect: () => sqliteTestSql(file),
      drop: async () => undefined,
    };
  }
  const adminUrl = process.env[ADMIN_URL_VARIABLE];
  const template = process.env[TEMPLATE_VARIABLE];
  if (!adminUrl || !template) {
    throw new Error('The PostgreSQL test project runs through jest.config.js (its global setup).');
  }
  // Unique across workers and across the files one worker runs in turn (each file counts
  // from 1 again), so a database a crashed file left behind never blocks the next.
  const name = `${template}_${process.pid}_${++databasesMade}_${randomBytes(3).toString('hex')}`;
  await copyTemplate(adminUrl, template, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: () => ({ dialect: 'postgres', url: url.toString(), poolSize: 5 }),
    connect: () => postgresTestSql(url.toString()),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** PostgreSQL's object_in_use: a session is still in the template database. */
const OBJECT_IN_USE = '55006';
const TEMPLATE_BUSY_LIMIT_MS = 30_000;

/**
 * Copies the template into `name`. A copy is refused while any session is in the template:
 * the global setup's own connection for a moment after it closed it (its backend ends on its
 * own time) or an autovacuum worker that came to the fresh database. Both leave by
 * themselves, so the copy is asked again until they have.
 */
async function copyTemplate(adminUrl: string, template: string, name: string): Promise<void> {
  const giveUpAt = Date.now() + TEMPLATE_BUSY_LIMIT_MS;
  for (;;) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === OBJECT_IN_USE;
      if (!busy || Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export { ADMIN_URL_VARIABLE, TEMPLATE_VARIABLE };
