import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDatabase } from '../database';
import { migrateToLatest } from '../migrations';
import { seedDemoDocuments } from './seedDemoDocuments';
import { DEFAULT_DEMO_ORDERS, isDatabaseEmpty, seedDemoData } from './seedDemoData';

const USAGE = `Usage: npm run seed -w api -- [--orders N] [--db path] [--reset] [--seed N]
  --orders N  orders to make up (default ${DEFAULT_DEMO_ORDERS})
  --db path   database file (default DATA_DIR/portal.sqlite)
  --reset     start a new database file (the old one is deleted)
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
  const orders = wholeNumber('orders', values.orders, DEFAULT_DEMO_ORDERS);
  const seed = values.seed === undefined ? undefined : wholeNumber('seed', values.seed, 0);
  const file = values.db ?? loadConfig().databaseFile;

  // The audit log is append-only even for the seed: a reset starts a new database file.
  if (values.reset) removeDatabaseFiles(file);
  const db = createDatabase(file);
  try {
    await migrateToLatest(db);
    if (!(await isDatabaseEmpty(db))) {
      throw new UsageError(`${file} already has data; add --reset to replace it.`);
    }
    const started = Date.now();
    const summary = await seedDemoData(db, { orders, seed });
    // Documents live beside the database, in its data directory.
    await seedDemoDocuments(db, path.dirname(path.resolve(file)));
    const rows = Object.entries(summary)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    process.stdout.write(`Seeded ${file} in ${Date.now() - started} ms: ${rows}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  const usage = error instanceof UsageError || (error instanceof TypeError && 'code' in error);
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  if (usage) process.stderr.write(`${USAGE}\n`);
  process.exit(1);
});

function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
