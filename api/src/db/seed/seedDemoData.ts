import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords';
import { OrderRepository } from '../../repositories/orderRepository';
import { StaffRepository } from '../../repositories/staffRepository';
import type { Database } from '../schema';
import { DEMO_PAYMENT_GATEWAYS } from './demoGateways';
import { generateDemoOrders, type DemoOrderBundle } from './demoOrders';
import { DEMO_PASSWORD, DEMO_STAFF, FORMER_STAFF_NAMES } from './demoStaff';

export const DEFAULT_DEMO_ORDERS = 5000;
export const DEFAULT_SEED = 20250305;

export interface SeedOptions {
  orders: number;
  /** Same seed and reference date, same data. */
  seed?: number;
  /** Orders are dated over the two years before it; defaults to the start of today (UTC). */
  referenceDate?: Date;
  /** Orders per batch of insert statements. */
  batchSize?: number;
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

/** Statement parameters kept under the lowest limit of the dialects we target (SQLite 32,766). */
const MAX_PARAMETERS = 30000;

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const [staff, orders] = await Promise.all([
    new StaffRepository(db).count(),
    new OrderRepository(db).count(),
  ]);
  return staff === 0 && orders === 0;
}

/**
 * Writes the demo staff, payment gateways and `options.orders` made-up orders into an
 * empty database, all in one transaction, orders in batches so memory stays flat at
 * any size.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedSummary> {
  const summary: SeedSummary = {
    staff: 0,
    orders: 0,
    order_documents: 0,
    mail_history: 0,
    download_history: 0,
    remarks: 0,
    payment_gateways: 0,
  };
  const createdAt = new Date().toISOString();
  // Hashing is slow on purpose: do it before the write transaction opens.
  const staff = await Promise.all(
    DEMO_STAFF.map(async (member) => ({
      ...member,
      password_hash: await hashPassword(DEMO_PASSWORD),
      created_at: createdAt,
    })),
  );
  const orders = generateDemoOrders({
    count: options.orders,
    seed: options.seed ?? DEFAULT_SEED,
    referenceDate: options.referenceDate ?? startOfTodayUtc(),
    staffNames: DEMO_STAFF.map((member) => member.name),
    formerStaffNames: FORMER_STAFF_NAMES,
  });
  const batchSize = options.batchSize ?? 1000;

  await db.transaction().execute(async (trx) => {
    await new StaffRepository(trx).insertMany(staff);
    summary.staff = staff.length;
    summary.payment_gateways = await insertRows(
      trx,
      'payment_gateways',
      DEMO_PAYMENT_GATEWAYS.map((gateway) => ({
        gateway_name: gateway.name,
        is_active: gateway.active ? 1 : 0,
        is_secondary_domain: gateway.secondaryDomain,
      })),
    );
    let batch: DemoOrderBundle[] = [];
    for (const bundle of orders) {
      batch.push(bundle);
      if (batch.length === batchSize) {
        await insertBatch(trx, batch, summary);
        batch = [];
      }
    }
    await insertBatch(trx, batch, summary);
  });
  return summary;
}

async function insertBatch(
  trx: Kysely<Database>,
  batch: readonly DemoOrderBundle[],
  summary: SeedSummary,
): Promise<void> {
  // Parents before children, for the foreign keys.
  summary.orders += await insertRows(
    trx,
    'orders',
    batch.map((bundle) => bundle.order),
  );
  summary.order_documents += await insertRows(
    trx,
    'order_documents',
    batch.flatMap((bundle) => bundle.documents),
  );
  summary.mail_history += await insertRows(
    trx,
    'mail_history',
    batch.flatMap((bundle) => bundle.mails),
  );
  summary.download_history += await insertRows(
    trx,
    'download_history',
    batch.flatMap((bundle) => bundle.downloads),
  );
  summary.remarks += await insertRows(
    trx,
    'remarks',
    batch.flatMap((bundle) => bundle.remarks),
  );
}

/** Multi-row inserts as large as the parameter limit allows. Rows must all have the same keys. */
async function insertRows<T extends keyof Database>(
  trx: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<number> {
  const [first] = rows;
  if (!first) return 0;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + perStatement))
      .execute();
  }
  return rows.length;
}

function startOfTodayUtc(): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}
