import { existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { ensurePrivateFile, makePrivateFolder } from '../storage/privateFiles';
import type { Database } from './schema';

/**
 * Read path sizing. SQLite's default 2 MiB page cache is tiny beside a million orders (the
 * file is about 5 GB); mapping the file lets index walks read pages in place instead of
 * copying each one through read(). Writes still go through the WAL with fsync, so
 * durability is unchanged; the mapping only spends address space and the OS page cache.
 */
const PAGE_CACHE_KIB = 64 * 1024;
const MMAP_BYTES = 2 ** 31;

/**
 * Statements kept prepared per SQLite connection. Kysely's SQLite driver prepares every
 * statement anew on each call (parsing and planning the SQL: about a fifth of a list
 * request's own time); a request's statements are the same few texts every time, and
 * this many covers every query the app sends, with room for the `in (…)` lists of
 * different lengths.
 */
const PREPARED_STATEMENTS = 500;

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one of the
 * pool) before it fails with 503: a server that does not answer must not hold requests.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A transaction left open this long without a statement is ended by the server (then
 * 503): a request stuck between two statements must not hold its row locks for ever.
 */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/** SQLite's name for a database that lives in memory only (no file, nothing to protect). */
const IN_MEMORY = ':memory:';

/** Where the data lives: a SQLite file (the default) or a PostgreSQL server. */
export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; poolSize: number };

export type Dialect = DatabaseTarget['dialect'];

/**
 * The serving pool's time limits on PostgreSQL (docs/reliability.md, "Bounded work per
 * call"): a statement running longer, or waiting longer for a lock, is cancelled.
 */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
}

/** PostgreSQL's bigint (count(*), sum of integers): counts here stay far below 2^53. */
const PG_INT8_OID = 20;
pg.types.setTypeParser(PG_INT8_OID, (value) => Number(value));

/** The pool behind each PostgreSQL Kysely, for work that needs one raw connection (COPY). */
const postgresPools = new WeakMap<Kysely<Database>, pg.Pool>();

/**
 * The one place that knows which database is behind Kysely (docs/architecture.md, "Two
 * dialects"); everything else goes through Kysely, and the few statements whose SQL differs
 * ask dialectOf.
 */
export function createDatabase(
  target: DatabaseTarget | string,
  timeouts?: DatabaseTimeouts,
): Kysely<Database> {
  const resolved: DatabaseTarget =
    typeof target === 'string' ? { dialect: 'sqlite', file: target } : target;
  if (resolved.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: resolved.url,
      max: resolved.poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      // Sent when each connection opens: its session's defaults, which RESET returns to.
      ...(timeouts && {
        statement_timeout: timeouts.statementMs,
        lock_timeout: timeouts.lockMs,
      }),
    });
    // A connection the server ends (restart, failover, pg_terminate_backend, a session
    // timeout) makes its client emit 'error', and an unheard 'error' ends the process. The
    // pool listens only while a client is idle, so each client also gets a listener of its
    // own for while it is checked out (inside a transaction, say): the statement it was
    // running fails by itself (answered 503), and the pool drops the client on release.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    postgresPools.set(db, pool);
    return db;
  }
  return new Kysely<Database>({
    dialect: new SqliteDialectKeepingCause(openSqlite(resolved.file)),
  });
}

function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== IN_MEMORY) {
    makePrivateFolder(path.dirname(file));
    ensurePrivateFile(file);
    // SQLite gives new -wal and -shm files the main file's permissions; older ones are fixed here.
    for (const sidecar of [`${file}-wal`, `${file}-shm`]) {
      if (existsSync(sidecar)) ensurePrivateFile(sidecar);
    }
  }
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers run while a write is in progress; FULL makes every commit durable.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  return sqlite;
}

/**
 * Kysely's SQLite dialect with two changes. On some errors (SQLITE_FULL, SQLITE_IOERR) SQLite
 * has already rolled the transaction back; Kysely's own ROLLBACK would then fail with 'cannot
 * rollback - no transaction is active', and that error would replace the real one in the
 * log: only what is still open is rolled back. And the connection is taken a turn of the
 * event loop later (a transaction takes it once for all its statements): SQLite runs in this
 * process, so each statement holds the event loop while it runs, and without the turn the
 * statements of every request in flight ran back to back, a health check or a call refused
 * at once answered only after them all. Now they are answered between two statements
 * (docs/reliability.md, "Bounded work per call").
 */
class SqliteDialectKeepingCause extends SqliteDialect {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: keepingStatements(sqlite) });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return acquire();
    };
    return driver;
  }
}

/**
 * Runs `work` on one connection of a PostgreSQL `db`'s pool: `client` is the raw `pg`
 * connection (for COPY, which Kysely cannot send) and `pinned` a Kysely that sends every
 * statement through that same connection, so both take part in one transaction.
 */
export async function withPostgresConnection<T>(
  db: Kysely<Database>,
  work: (client: pg.PoolClient, pinned: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const pool = postgresPools.get(db);
  if (!pool) throw new Error('withPostgresConnection needs a database made by createDatabase.');
  const client = await pool.connect();
  // Kysely releases its connection after each statement: this one stays checked out.
  const shared = { query: client.query.bind(client), release: () => undefined };
  const pinnedPool = { connect: async () => shared, end: async () => undefined };
  const pinned = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pinnedPool as unknown as PostgresPool }),
  });
  try {
    const result = await work(client, pinned);
    client.release();
    return result;
  } catch (error) {
    // A failed COPY can leave the connection mid-protocol: close it rather than reuse it.
    client.release(true);
    throw error;
  }
}

/**
 * withPostgresConnection with no statement or lock time limit on that connection, which
 * then gets its own back: for migrations and bulk loads, whose backfills, index builds and
 * vacuums on a million orders take longer than any request may (and a migration waits for
 * another instance's migration lock).
 */
export function withoutTimeLimits<T>(
  db: Kysely<Database>,
  work: (client: pg.PoolClient, pinned: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return withPostgresConnection(db, async (client, pinned) => {
    await client.query('set statement_timeout = 0; set lock_timeout = 0');
    const result = await work(client, pinned);
    await client.query('reset statement_timeout; reset lock_timeout');
    return result;
  });
}

/**
 * The connection as Kysely's SQLite driver sees it, handing out a prepared statement per
 * SQL text, the least recently used dropped past PREPARED_STATEMENTS. Safe to share: the
 * driver runs one statement at a time on its one connection.
 */
function keepingStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= PREPARED_STATEMENTS) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** Which SQL the database behind `db` speaks. */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return dialectOf(db) === 'postgres';
}

/** `url` without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}

/** Where a target lives, for messages (never the password). */
export function describeTarget(target: DatabaseTarget): string {
  return target.dialect === 'postgres' ? `PostgreSQL ${describeUrl(target.url)}` : target.file;
}
