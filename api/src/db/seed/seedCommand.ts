import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../../config';
import { withDocumentStore, type StorageTarget } from '../../storage/createDocumentStore';
import { documentsDir } from '../../storage/documentStorage';
import { closeBulkConnection, kyselyOn, openBulkConnection } from '../bulkLoad';
import { createDatabase, type DatabaseTarget } from '../database';
import { migrateToLatest } from '../migrations';
import { writePersonalDocuments } from './seedDemoDocuments';
import {
  DEFAULT_DEMO_ORDERS,
  isDatabaseEmpty,
  seedDemoData,
  seedDemoDatabase,
  type SeedSummary,
} from './seedDemoData';
import { seedRefusal } from './seedRefusal';

const USAGE = `Usage: npm run seed -w api -- [--orders N] [--db path] [--reset] [--seed N]
  --orders N  orders to make up (default ${DEFAULT_DEMO_ORDERS})
  --db path   database file (default DATA_DIR/portal.sqlite, or DATABASE_URL's PostgreSQL database)
  --reset     start a new database file (the old one and the documents beside it are deleted)
  --seed N    random seed (same seed, same data)`;

class UsageError extends Error {}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new UsageError(`--${name} must be a whole number, got "${value}".`);
  }
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string' },
      db: { type: 'string' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const refusal = seedRefusal(process.env.NODE_ENV);
  if (refusal) throw new Error(refusal);
  const orders = wholeNumber('orders', values.orders, DEFAULT_DEMO_ORDERS);
  const seed = values.seed === undefined ? undefined : wholeNumber('seed', values.seed, 0);
  const config = loadConfig();
  if (!values.db && config.database.dialect === 'postgres') {
    if (values.reset) {
      throw new UsageError(
        '--reset starts a new SQLite file; on PostgreSQL seed an empty database.',
      );
    }
    await seedPostgres(config.database, config.storage, orders, seed);
    return;
  }
  const file = values.db ?? config.databaseFile;

  // Documents live beside the database, in its data directory, unless they go to a bucket.
  const dataDir = path.dirname(path.resolve(file));
  const storage: StorageTarget =
    config.storage.kind === 's3' ? config.storage : { kind: 'local', dataDir };
  // The audit log is append-only even for the seed: a reset starts a new database file.
  const oldDocumentsRemoved = values.reset ? removeDatabase(file, dataDir) : Promise.resolve();
  const db = createDatabase(file);
  try {
    await migrateToLatest(db);
    if (!(await isDatabaseEmpty(db))) {
      throw new UsageError(`${file} already has data; add --reset to replace it.`);
    }
  } finally {
    await db.destroy();
  }
  const started = Date.now();
  // The command has the file to itself: load it the fastest way, then hand it back in WAL.
  const sqlite = openBulkConnection(file);
  try {
    const summary = await seedDemoDatabase(sqlite, { orders, seed, storage });
    await withDocumentStore(storage, (store) => writePersonalDocuments(kyselyOn(sqlite), store));
    process.stdout.write(
      `Seeded ${file} in ${Date.now() - started} ms: ${describeSummary(summary)}\n`,
    );
  } finally {
    closeBulkConnection(sqlite);
    await oldDocumentsRemoved;
  }
}

/**
 * DATABASE_URL's database: migrated, refused unless empty, then loaded in one transaction
 * through COPY (bulkLoadPostgres); the documents go where S3_BUCKET or DATA_DIR says, as for
 * SQLite.
 */
async function seedPostgres(
  target: DatabaseTarget,
  storage: StorageTarget,
  orders: number,
  seed: number | undefined,
): Promise<void> {
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
    if (!(await isDatabaseEmpty(db))) {
      throw new UsageError('The DATABASE_URL database already has data; seed an empty one.');
    }
    const started = Date.now();
    const summary = await seedDemoData(db, { orders, seed, storage });
    await withDocumentStore(storage, (store) => writePersonalDocuments(db, store));
    process.stdout.write(
      `Seeded PostgreSQL in ${Date.now() - started} ms: ${describeSummary(summary)}\n`,
    );
  } finally {
    await db.destroy();
  }
}

function describeSummary(summary: SeedSummary): string {
  return Object.entries(summary)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
}

main().catch((error: unknown) => {
  const usage = error instanceof UsageError || (error instanceof TypeError && 'code' in error);
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  if (usage) process.stderr.write(`${USAGE}\n`);
  process.exit(1);
});

/**
 * Deletes the database file and the documents folder beside it (DATA_DIR/uploads/docs,
 * whichever database wrote them: a data directory holds one database). Half a million documents
 * take seconds to delete: their folder is moved aside at once and deleted on a thread of
 * its own while the seed runs; the promise settles when it is gone.
 */
function removeDatabase(file: string, dataDir: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const documents = documentsDir(dataDir);
  if (!existsSync(documents)) return Promise.resolve();
  const aside = `${documents}.removing-${process.pid}`;
  renameSync(documents, aside);
  const remover = new Worker(
    "require('node:fs').rmSync(require('node:worker_threads').workerData, { recursive: true, force: true });",
    { eval: true, workerData: aside },
  );
  return new Promise((resolve, reject) => {
    remover.on('error', reject);
    remover.on('exit', () => resolve());
  });
}
