import { existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SelectQueryNode,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type LogEvent,
  type PostgresPool,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { ensurePrivateFile, makePrivateFolder } from '../storage/privateFiles';
import { isKeyRead } from './keyReads';
import { namingStatements } from './namedStatements';
import type { Database } from './schema';
import { keepingStatements, SqliteReaders, type ReaderStats } from './sqliteReaders';

/**
 * Page cache of each SQLite connection (the main one and each reader's). SQLite's default
 * 2 MiB is small beside a million orders (the file is about 5 GB); 16 MiB holds the upper
 * levels of the indexes a page walks, and the OS page cache holds the rest. The file is not
 * mapped (mmap_size 0): a mapping counts its pages in the process's resident memory, 650 MB
 * under the bench's flood, for no measurable gain once reads run on their own threads.
 */
const PAGE_CACHE_KIB = 16 * 1024;

/**
 * Statements kept prepared per SQLite connection. Kysely's SQLite driver prepares every
 * statement anew on each call (parsing and planning the SQL: about a fifth of a list
 * request's own time); a request's statements are the same few texts every time, and
 * this many covers every query the app sends, with room for the `in (…)` lists of
 * different lengths.
 */
const PREPARED_STATEMENTS = 500;

/**
 * Named statements kept per PostgreSQL connection (namedStatements): the texts the app
 * sends outside searches are a few dozen, with room for `in (…)` lists of other lengths.
 */
const NAMED_STATEMENTS = 100;

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

/**
 * Settings every PostgreSQL connection opens with (the `options` of its start-up message).
 * JIT off: the app's statements are short (a page, a count, a search counted up to 10,001),
 * and compiling one to machine code took 35–40 ms of a broad search at ten million orders,
 * more than it saved (docs/benchmarks.md, "Ten million orders").
 */
const SESSION_OPTIONS = '-c jit=off';

/**
 * work_mem unless DATABASE_WORK_MEM says otherwise: a broad search's bitmap of trigram
 * candidates (145,000 for three common letters at ten million orders) stays one bit per row;
 * at PostgreSQL's default 4 MB it went lossy, a bit per page, and every row of those pages
 * was read and checked again.
 */
const DEFAULT_WORK_MEM = '16MB';

/**
 * What the serving pool (the one with time limits) adds: no parallel workers. Each request's
 * statement is bounded by its indexes; starting a parallel plan's workers took 5–7 ms of a
 * broad search's 0.2 ms walk of its folder's newest rows at ten million orders, and under
 * load they take the cores other requests are waiting for. The seed and the migrations,
 * which read whole tables, keep them.
 */
const SERVING_OPTIONS = '-c max_parallel_workers_per_gather=0';

/** SQLite's name for a database that lives in memory only (no file, nothing to protect). */
const IN_MEMORY = ':memory:';

/** Where the data lives: a SQLite file (the default) or a PostgreSQL server. */
export type DatabaseTarget =
  | {
      dialect: 'sqlite';
      file: string;
      /** Threads reading on connections of their own (sqliteReaders); none: all on one. */
      readers?: number;
    }
  | {
      dialect: 'postgres';
      url: string;
      poolSize: number;
      /** Statements sent unnamed, as Kysely sends them (the bench's comparison); default named. */
      unnamed?: boolean;
      /** Each connection's work_mem, in PostgreSQL's units (DEFAULT_WORK_MEM when not given). */
      workMem?: string;
    };

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
const jobLockSessions = new WeakMap<Kysely<Database>, pg.Pool>();

/** How a database's connections are used right now (the metrics read it at each scrape). */
export interface PoolStats {
  /** Connections the pool may open. */
  max: number;
  /** Connections open now. */
  open: number;
  /** Open connections running a statement or a transaction. */
  inUse: number;
  /** Statements waiting for a connection. */
  waiting: number;
}

/**
 * Called after each statement, Kysely's or poolRunnerOf's, with its time and, when it failed,
 * why.
 */
export type StatementObserver = (seconds: number, failure: { error: unknown } | null) => void;

/**
 * Called each time a statement or a transaction has waited for its connection, with the wait
 * and, when no connection came (PostgreSQL: the server down or refusing, none opened or come
 * free in time), why.
 */
export type ConnectionObserver = (seconds: number, failure: { error: unknown } | null) => void;

/** Who is told of a database's statements and of the waits for its connections. */
interface DatabaseObserver {
  observe?: StatementObserver;
  waited?: ConnectionObserver;
}

const poolStats = new WeakMap<Kysely<Database>, () => PoolStats>();
const readerStats = new WeakMap<Kysely<Database>, SqliteReaders>();
const databaseObservers = new WeakMap<Kysely<Database>, DatabaseObserver>();
const poolRunners = new WeakMap<Kysely<Database>, PoolRunner>();

/** Runs one compiled statement on a connection of the pool and gives its rows. */
export type PoolRunner = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

/**
 * `pool`'s runner for statements compiled already, observed as Kysely's log observes its own
 * (the statement's time, from its connection to its result, and its failure).
 */
function runningOnPool(pool: PostgresPool, observer: DatabaseObserver): PoolRunner {
  return async (sql, parameters) => {
    const client = await pool.connect();
    const started = performance.now();
    try {
      const { rows } = await client.query<unknown>(sql, parameters);
      observer.observe?.((performance.now() - started) / 1000, null);
      return rows;
    } catch (error) {
      observer.observe?.((performance.now() - started) / 1000, { error });
      throw error;
    } finally {
      client.release();
    }
  };
}

/**
 * `pool`, telling `observer` how long each connection took to come (a free one, or a new one
 * opened), and of each it could not give (the server down or refusing, none opened or come
 * free in time): no statement ran then, so none is timed, but the database failed all the
 * same. Kysely and the pool's runner both take connections here.
 */
function observingConnects(pool: PostgresPool, observer: DatabaseObserver): PostgresPool {
  return {
    connect: async () => {
      const started = performance.now();
      try {
        const client = await pool.connect();
        observer.waited?.((performance.now() - started) / 1000, null);
        return client;
      } catch (error) {
        observer.waited?.((performance.now() - started) / 1000, { error });
        throw error;
      }
    },
    end: () => pool.end(),
  };
}

/**
 * How statements compiled once (compiledQueries.ts) run on `db` without Kysely's executor:
 * on PostgreSQL, straight on the pool, which takes a connection, runs the statement and gives
 * it back in less of this process's time than Kysely's executor, connection provider and
 * driver take (docs/benchmarks.md, "Compiled statements straight on the pool"). Undefined for
 * SQLite (its dialect decides the thread a read runs on) and for a transaction or any other
 * Kysely made from `db`, whose statements must run on its own connection.
 */
export function poolRunnerOf(db: Kysely<Database>): PoolRunner | undefined {
  return poolRunners.get(db);
}

/**
 * The one place that knows which database is behind Kysely (docs/architecture.md, "Two
 * dialects"); everything else goes through Kysely (compiled statements on PostgreSQL through
 * poolRunnerOf), and the few statements whose SQL differs ask dialectOf.
 */
export function createDatabase(
  target: DatabaseTarget | string,
  timeouts?: DatabaseTimeouts,
): Kysely<Database> {
  const resolved: DatabaseTarget =
    typeof target === 'string' ? { dialect: 'sqlite', file: target } : target;
  // Kysely takes its log only when it is made: the observer is set later (observeStatements).
  const observer: DatabaseObserver = {};
  const log = (event: LogEvent) =>
    observer.observe?.(event.queryDurationMillis / 1000, event.level === 'error' ? event : null);
  if (resolved.dialect === 'postgres') {
    const connection: pg.PoolConfig = {
      connectionString: resolved.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      options: [
        SESSION_OPTIONS,
        `-c work_mem=${resolved.workMem ?? DEFAULT_WORK_MEM}`,
        ...(timeouts ? [SERVING_OPTIONS] : []),
      ].join(' '),
      // Sent when each connection opens: its session's defaults, which RESET returns to.
      ...(timeouts && {
        statement_timeout: timeouts.statementMs,
        lock_timeout: timeouts.lockMs,
      }),
    };
    const pool = listenedTo(new pg.Pool({ ...connection, max: resolved.poolSize }));
    // The session of the periodic jobs' locks (jobLock.ts): one connection beside the pool,
    // kept open, so a job of minutes holds its lock without taking a connection from requests.
    const jobLocks = listenedTo(new pg.Pool({ ...connection, max: 1, idleTimeoutMillis: 0 }));
    const served = observingConnects(
      resolved.unnamed ? pool : namingStatements(pool, NAMED_STATEMENTS),
      observer,
    );
    const dialect = new PostgresDialect({
      pool: {
        connect: () => served.connect(),
        end: async () => {
          await Promise.all([served.end(), jobLocks.end()]);
        },
      },
    });
    const db = new Kysely<Database>({ dialect, log });
    postgresPools.set(db, pool);
    jobLockSessions.set(db, jobLocks);
    poolStats.set(db, () => ({
      max: resolved.poolSize,
      open: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }));
    databaseObservers.set(db, observer);
    poolRunners.set(db, runningOnPool(served, observer));
    return db;
  }
  const readers =
    resolved.file !== IN_MEMORY && (resolved.readers ?? 0) > 0
      ? new SqliteReaders(resolved.file, resolved.readers ?? 0, PAGE_CACHE_KIB, PREPARED_STATEMENTS)
      : null;
  const dialect = new SqliteDialectKeepingCause(openSqlite(resolved.file), readers, observer);
  const db = new Kysely<Database>({ dialect, log });
  poolStats.set(db, () => dialect.stats());
  if (readers) readerStats.set(db, readers);
  databaseObservers.set(db, observer);
  return db;
}

/**
 * A connection the server ends (restart, failover, pg_terminate_backend, a session timeout)
 * makes its client emit 'error', and an unheard 'error' ends the process. A pool listens
 * only while a client is idle, so each client also gets a listener of its own for while it
 * is checked out (inside a transaction, say): the statement it was running fails by itself
 * (answered 503), and the pool drops the client on release.
 */
function listenedTo(pool: pg.Pool): pg.Pool {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** The one-connection session that holds the periodic jobs' locks of a PostgreSQL `db`. */
export function jobLockSession<DB>(db: Kysely<DB>): pg.Pool | null {
  return jobLockSessions.get(db as unknown as Kysely<Database>) ?? null;
}

/** The use of `db`'s connections now; null for a database not made by createDatabase. */
export function connectionPoolStats(db: Kysely<Database>): PoolStats | null {
  return poolStats.get(db)?.() ?? null;
}

/**
 * The use of `db`'s SQLite reader threads now; null where it has none (PostgreSQL, a
 * SQLite database without SQLITE_READERS).
 */
export function readerThreadStats(db: Kysely<Database>): ReaderStats | null {
  return readerStats.get(db)?.stats() ?? null;
}

function observerOf(db: Kysely<Database>): DatabaseObserver {
  const observer = databaseObservers.get(db);
  if (!observer) throw new Error('Only a database made by createDatabase can be observed.');
  return observer;
}

/** Has `observe` told of every statement `db` runs from now on (one observer per database). */
export function observeStatements(db: Kysely<Database>, observe: StatementObserver): void {
  observerOf(db).observe = observe;
}

/**
 * Has `waited` told of every wait for a connection of `db` from now on: PostgreSQL's pool, or
 * SQLite's one connection (whose file is opened at start, so no wait of it fails).
 */
export function observeConnectionWaits(db: Kysely<Database>, waited: ConnectionObserver): void {
  observerOf(db).waited = waited;
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
  sqlite.pragma('mmap_size = 0');
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
 * It also counts who holds and who awaits the one connection, SQLite's "pool", and times each
 * wait for it. Given reader threads, the SELECTs outside a transaction run there instead
 * (ReadingElsewhere).
 */
class SqliteDialectKeepingCause extends SqliteDialect {
  private inUse = 0;
  private waiting = 0;

  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly readers: SqliteReaders | null,
    private readonly observer: DatabaseObserver,
  ) {
    super({ database: keepingStatements(sqlite, PREPARED_STATEMENTS) });
  }

  stats(): PoolStats {
    return { max: 1, open: this.sqlite.open ? 1 : 0, inUse: this.inUse, waiting: this.waiting };
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => {
      this.waiting += 1;
      const started = performance.now();
      try {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const connection = await acquire();
        this.inUse += 1;
        this.observer.waited?.((performance.now() - started) / 1000, null);
        return connection;
      } finally {
        this.waiting -= 1;
      }
    };
    const release = driver.releaseConnection.bind(driver);
    driver.releaseConnection = async (connection: DatabaseConnection) => {
      this.inUse -= 1;
      await release(connection);
    };
    return this.readers ? new ReadingElsewhere(driver, this.readers) : driver;
  }
}

/**
 * SQLite's driver with reads on reader threads (sqliteReaders, docs/architecture.md,
 * "SQLite reads off the event loop"). A connection it hands out takes the main connection
 * only when it first needs it, and then keeps it until released: for a transaction (from
 * its BEGIN), and for any statement but a SELECT built with Kysely. A SELECT outside a
 * transaction goes to a reader, or, a read by key (keyReads), to a read-only connection of
 * this thread. Raw SQL stays on the main connection whatever it says: a PRAGMA, or a read
 * of this connection's own state, must see the connection that writes.
 */
class ReadingElsewhere implements Driver {
  constructor(
    private readonly main: Driver,
    private readonly readers: SqliteReaders,
  ) {}

  init(): Promise<void> {
    return this.main.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ReadingConnection(this.main, this.readers);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.main.beginTransaction(await mainOf(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.main.commitTransaction(await mainOf(connection));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await this.main.rollbackTransaction(await mainOf(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    await this.main.savepoint?.(await mainOf(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    await this.main.rollbackToSavepoint?.(await mainOf(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    await this.main.releaseSavepoint?.(await mainOf(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await (connection as ReadingConnection).release();
  }

  async destroy(): Promise<void> {
    await this.readers.close();
    await this.main.destroy();
  }
}

type CompileQuery = QueryCompiler['compileQuery'];

function mainOf(connection: DatabaseConnection): Promise<DatabaseConnection> {
  return (connection as ReadingConnection).mainConnection();
}

class ReadingConnection implements DatabaseConnection {
  private main: Promise<DatabaseConnection> | null = null;

  constructor(
    private readonly driver: Driver,
    private readonly readers: SqliteReaders,
  ) {}

  /** The main connection, taken at the first need (the driver's turn of the event loop). */
  mainConnection(): Promise<DatabaseConnection> {
    this.main ??= this.driver.acquireConnection();
    return this.main;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.main && SelectQueryNode.is(query.query)) {
      const rows = isKeyRead(query.query)
        ? await this.readers.readHere(query.sql, query.parameters)
        : await this.readers.read(query.sql, query.parameters);
      return { rows: rows as R[] };
    }
    return (await this.mainConnection()).executeQuery<R>(query);
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.mainConnection()).streamQuery<R>(query, chunkSize);
  }

  async release(): Promise<void> {
    if (!this.main) return;
    const main = this.main;
    this.main = null;
    await this.driver.releaseConnection(await main);
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
    await liftStatementTimeLimit(client);
    await client.query('set lock_timeout = 0');
    const result = await work(client, pinned);
    await client.query('reset lock_timeout');
    // Last, so no limit is armed for the statements before it.
    await client.query('reset statement_timeout');
    return result;
  });
}

/**
 * Under a limit of a millisecond or so, the SET that lifts it may itself be cancelled
 * (57014) on a busy machine before it runs: it is asked again.
 */
async function liftStatementTimeLimit(client: pg.PoolClient): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query('set statement_timeout = 0');
      return;
    } catch (error) {
      if (attempt >= 20 || (error as { code?: string }).code !== '57014') throw error;
    }
  }
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
