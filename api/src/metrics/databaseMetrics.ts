import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Counter } from 'prom-client';
import { Gauge, Histogram, type Registry } from 'prom-client';
import {
  connectionPoolStats,
  jobLockSession,
  observeConnectionWaits,
  observeStatements,
  readerThreadStats,
  type PoolStats,
} from '../db/database';
import type { ReaderStats } from '../db/sqliteReaders';
import type { Database } from '../db/schema';
import { outsideFault } from '../db/storageErrors';

/** Index lookups take well under a millisecond; a report's scan a second or more. */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/**
 * A free connection comes in microseconds, a new PostgreSQL one in milliseconds; an exhausted
 * pool makes statements wait up to the connect timeout (10 s), where a wait fails.
 */
const CONNECTION_WAIT_BUCKETS = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10];

/**
 * The connection pool as each scrape finds it (PostgreSQL: pg's pool; SQLite: its one
 * connection, held by one statement or transaction at a time, the others waiting), the
 * PostgreSQL session of the jobs' locks beside it (one more connection per instance), SQLite's
 * reader threads (all 0 where there are none: PostgreSQL, SQLITE_READERS=0), and the time of
 * every statement on its connection (through Kysely, or the pool's runner of compiled
 * statements), and of each wait for a connection before it (portal_db_pool_waiting shows how
 * many wait now). A failing
 * statement whose cause is outside the process (SQLite's SQLITE_FULL or SQLITE_IOERR, a lost
 * PostgreSQL connection, a statement time limit) also counts as a database storage error, as
 * does each PostgreSQL connection the pool could not get (the server down or refusing, or no
 * connection opened or come free within the connect timeout).
 */
export function instrumentDatabase(
  registry: Registry,
  db: () => Kysely<Database>,
  storageErrors: Counter<'store'>,
): { observe(): void } {
  /** Gauges read from one snapshot each; `zero` answers 0 where the database has none. */
  function gauges<T>(
    snapshot: () => T | null,
    zero: boolean,
    list: Array<[name: string, help: string, read: (stats: T) => number]>,
  ): void {
    for (const [name, help, read] of list) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect(this: Gauge) {
          const stats = snapshot();
          if (stats) this.set(read(stats));
          else if (zero) this.set(0);
        },
      });
    }
  }
  gauges<PoolStats>(() => connectionPoolStats(db()), false, [
    [
      'portal_db_pool_max_connections',
      'Connections the pool may open (DATABASE_POOL_SIZE; 1 on SQLite).',
      (stats) => stats.max,
    ],
    [
      'portal_db_pool_open_connections',
      'Connections the pool holds open now.',
      (stats) => stats.open,
    ],
    [
      'portal_db_pool_busy_connections',
      'Open connections running a statement or a transaction now.',
      (stats) => stats.inUse,
    ],
    [
      'portal_db_pool_waiting',
      'Statements waiting for a free connection now.',
      (stats) => stats.waiting,
    ],
  ]);
  gauges<pg.Pool>(() => jobLockSession(db()), true, [
    [
      'portal_db_job_lock_sessions',
      "PostgreSQL sessions beside the pool holding the periodic jobs' locks (0 or 1; 0 on SQLite).",
      (session) => session.totalCount,
    ],
  ]);
  gauges<ReaderStats>(() => readerThreadStats(db()), true, [
    [
      'portal_db_reader_threads_max',
      'SQLite reader threads that may be started (SQLITE_READERS).',
      (stats) => stats.max,
    ],
    [
      'portal_db_reader_threads_busy',
      'SQLite reader threads running a read now.',
      (stats) => stats.busy,
    ],
    [
      'portal_db_reader_threads_idle',
      'SQLite reader threads started and waiting for a read now.',
      (stats) => stats.idle,
    ],
    [
      'portal_db_reader_reads_queued',
      'Reads sent to a SQLite reader thread still running an earlier one.',
      (stats) => stats.queued,
    ],
  ]);
  const faults = storageErrors.labels('database');
  /** Times by outcome (`ok`, or `error` with the failure counted as a storage error if outside). */
  function timedByOutcome(name: string, help: string, buckets: number[]) {
    const histogram = new Histogram({
      name,
      help,
      labelNames: ['outcome'],
      buckets,
      registers: [registry],
    });
    // Both series from the start, so an error rate reads 0 rather than nothing.
    histogram.zero({ outcome: 'ok' });
    histogram.zero({ outcome: 'error' });
    const ok = histogram.labels('ok');
    const error = histogram.labels('error');
    return (seconds: number, failure: { error: unknown } | null) => {
      if (!failure) return ok.observe(seconds);
      error.observe(seconds);
      if (outsideFault(failure.error)) faults.inc();
    };
  }
  const statements = timedByOutcome(
    'portal_db_statement_duration_seconds',
    'Time of each database statement on its connection, up to its result, by outcome.',
    STATEMENT_BUCKETS,
  );
  const connectionWaits = timedByOutcome(
    'portal_db_connection_wait_seconds',
    'Time each statement or transaction waited for its database connection (a free one, or a new one opened), by outcome: error when none came.',
    CONNECTION_WAIT_BUCKETS,
  );
  return {
    observe() {
      observeStatements(db(), statements);
      observeConnectionWaits(db(), connectionWaits);
    },
  };
}
