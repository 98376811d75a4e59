import type { Kysely } from 'kysely';
import type { Counter } from 'prom-client';
import { Gauge, Histogram, type Registry } from 'prom-client';
import { connectionPoolStats, observeStatements, type PoolStats } from '../db/database';
import type { Database } from '../db/schema';
import { outsideFault } from '../db/storageErrors';

/** Index lookups take well under a millisecond; a report's scan a second or more. */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The connection pool as each scrape finds it (PostgreSQL: pg's pool; SQLite: its one
 * connection, held by one statement or transaction at a time, the others waiting), and the
 * time of every statement Kysely runs. A failing statement whose cause is outside the process
 * (SQLite's SQLITE_FULL or SQLITE_IOERR, a lost PostgreSQL connection, a statement time limit)
 * also counts as a database storage error.
 */
export function instrumentDatabase(
  registry: Registry,
  db: () => Kysely<Database>,
  storageErrors: Counter<'store'>,
): { observe(): void } {
  const pool = (read: (stats: PoolStats) => number) =>
    function collect(this: Gauge) {
      const stats = connectionPoolStats(db());
      if (stats) this.set(read(stats));
    };
  new Gauge({
    name: 'portal_db_pool_max_connections',
    help: 'Connections the pool may open (DATABASE_POOL_SIZE; 1 on SQLite).',
    registers: [registry],
    collect: pool((stats) => stats.max),
  });
  new Gauge({
    name: 'portal_db_pool_open_connections',
    help: 'Connections the pool holds open now.',
    registers: [registry],
    collect: pool((stats) => stats.open),
  });
  new Gauge({
    name: 'portal_db_pool_busy_connections',
    help: 'Open connections running a statement or a transaction now.',
    registers: [registry],
    collect: pool((stats) => stats.inUse),
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Statements waiting for a free connection now.',
    registers: [registry],
    collect: pool((stats) => stats.waiting),
  });
  const duration = new Histogram({
    name: 'portal_db_statement_duration_seconds',
    help: 'Time of each database statement, from asking for a connection to its result, by outcome.',
    labelNames: ['outcome'],
    buckets: STATEMENT_BUCKETS,
    registers: [registry],
  });
  const succeeded = duration.labels('ok').observe;
  const failed = duration.labels('error').observe;
  const faults = storageErrors.labels('database');
  return {
    observe() {
      observeStatements(db(), (seconds, failure) => {
        if (!failure) return succeeded(seconds);
        failed(seconds);
        if (outsideFault(failure.error)) faults.inc();
      });
    },
  };
}
