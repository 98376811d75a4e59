import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords';
import { OrderRepository } from '../../repositories/orderRepository';
import { StaffRepository } from '../../repositories/staffRepository';
import { bulkLoad, bulkLoadPostgres } from '../bulkLoad';
import { isPostgres } from '../database';
import type { Database } from '../schema';
import { DEMO_PAYMENT_GATEWAYS } from './demoGateways';
import type { StorageTarget } from '../../storage/createDocumentStore';
import { demoOrderSource } from './demoOrderSource';
import {
  COPY_TABLES,
  DEMO_TABLES,
  DemoRowInserter,
  PostgresCopyInserter,
  type DemoBatchFormat,
  type DemoBatchFormats,
  type DemoInserter,
} from './demoRows';
import { DEMO_PASSWORD, DEMO_STAFF, FORMER_STAFF_NAMES } from './demoStaff';

export const DEFAULT_DEMO_ORDERS = 5000;
export const DEFAULT_SEED = 20250305;

export interface SeedOptions {
  orders: number;
  /** Same seed and reference date, same data. */
  seed?: number;
  /** Orders are dated over the two years before it; defaults to the start of today (UTC). */
  referenceDate?: Date;
  /**
   * Given where documents go, also places the shared files of all documents but the newest
   * (placeOlderSpecimens), while the indexes are built; writePersonalDocuments does the rest.
   */
  storage?: StorageTarget;
}

/** Rows written per table. */
export type SeedSummary = Record<
  | 'staff'
  | 'orders'
  | 'order_documents'
  | 'mail_history'
  | 'download_history'
  | 'remarks'
  | 'payment_gateways',
  number
>;

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const [staff, orders] = await Promise.all([
    new StaffRepository(db).count(),
    new OrderRepository(db).count(),
  ]);
  return staff === 0 && orders === 0;
}

/**
 * Seeds the database behind `db` (see seedDemoDatabase). On SQLite through a connection of
 * its own, since the bulk load needs the raw driver; `db` stays usable and sees the data
 * after. On PostgreSQL in one transaction on a connection of `db`, through COPY
 * (bulkLoadPostgres). Run it while nothing else writes (at start, before the server takes requests).
 */
export async function seedDemoData(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedSummary> {
  if (isPostgres(db)) {
    return seedDemo(options, 'copy', (load) =>
      bulkLoadPostgres(db, COPY_TABLES, (trx, copy) => load(trx, new PostgresCopyInserter(copy))),
    );
  }
  const { file } = await sql<{ file: string }>`select file from pragma_database_list
    where name = 'main'`
    .execute(db)
    .then((result) => result.rows[0] ?? { file: '' });
  if (!file) throw new Error('The demo data needs a database file, not an in-memory database.');
  const sqlite = new BetterSqlite3(file);
  try {
    sqlite.pragma('busy_timeout = 5000');
    // Demo data can be made again: its commit need not wait for the disk (in WAL mode
    // NORMAL risks only the last commit on a power cut, never the file).
    sqlite.pragma('synchronous = NORMAL');
    return await seedDemoDatabase(sqlite, options);
  } finally {
    sqlite.close();
  }
}

/**
 * Writes the demo staff, payment gateways and `options.orders` made-up orders into an
 * empty database, all in one transaction, as a bulk load (see bulkLoad): orders are made
 * (on a worker thread when there are many) and inserted in batches through prepared
 * statements, so memory stays flat at any size, and the indexes and derived tables are
 * built once at the end.
 */
export async function seedDemoDatabase(
  sqlite: BetterSqlite3.Database,
  options: SeedOptions,
): Promise<SeedSummary> {
  return seedDemo(options, 'rows', (load) =>
    bulkLoad(sqlite, DEMO_TABLES, (db) => load(db, new DemoRowInserter(sqlite))),
  );
}

/** A bulk load of the demo rows: runs `load` with the loading connection and its inserter. */
type DemoBulkLoad<Batch> = (
  load: (db: Kysely<Database>, inserter: DemoInserter<Batch>) => Promise<SeedSummary>,
) => Promise<SeedSummary>;

async function seedDemo<F extends DemoBatchFormat>(
  options: SeedOptions,
  format: F,
  bulk: DemoBulkLoad<DemoBatchFormats[F]>,
): Promise<SeedSummary> {
  const source = demoOrderSource(
    {
      count: options.orders,
      seed: options.seed ?? DEFAULT_SEED,
      referenceDate: options.referenceDate ?? startOfTodayUtc(),
      staffNames: DEMO_STAFF.map((member) => member.name),
      formerStaffNames: FORMER_STAFF_NAMES,
    },
    options.storage ?? null,
    format,
  );
  const createdAt = new Date().toISOString();
  // Hashing is slow on purpose: do it before the write transaction opens (a worker
  // making orders has started meanwhile).
  const staff = await Promise.all(
    DEMO_STAFF.map(async (member) => ({
      ...member,
      password_hash: await hashPassword(DEMO_PASSWORD),
      created_at: createdAt,
    })),
  ).catch(async (error: unknown) => {
    await source.stop();
    throw error;
  });
  const summary = await bulk(async (db, inserter) => {
    await new StaffRepository(db).insertMany(staff);
    await db
      .insertInto('payment_gateways')
      .values(
        DEMO_PAYMENT_GATEWAYS.map((gateway) => ({
          gateway_name: gateway.name,
          is_active: gateway.active ? 1 : 0,
          is_secondary_domain: gateway.secondaryDomain,
        })),
      )
      .execute();
    for await (const batch of source.batches) await inserter.insert(batch);
    await inserter.flush();
    return {
      staff: staff.length,
      payment_gateways: DEMO_PAYMENT_GATEWAYS.length,
      ...inserter.counts,
    };
  }).catch(async (error: unknown) => {
    await source.stop();
    throw error;
  });
  await source.placeSpecimens();
  return summary;
}

function startOfTodayUtc(): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}
