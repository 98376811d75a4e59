import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { bulkLoadPostgres } from './bulkLoad';
import { copyText, type CopyValue } from './copyText';
import type { Database } from './schema';

/**
 * The tables a deployment's data lives in, parents first for the foreign keys, each with
 * the integer key it is copied and compared in order of. The derived tables are not
 * copied: the target rebuilds them from the orders and they are compared afterwards.
 */
export const COPIED_TABLES = {
  staff: 'id',
  payment_gateways: 'id',
  orders: 'order_id',
  order_documents: 'id',
  mail_history: 'id',
  download_history: 'id',
  remarks: 'id',
  mail_outbox: 'id',
  audit_log: 'id',
  login_failures: 'id',
  remote_deployments: 'id',
  active_remote_releases: 'deployment_id',
} as const;

export const DERIVED_TABLES = [
  'order_status_counts',
  'order_assignee_counts',
  'order_country_days',
  'order_processor_days',
] as const;

type CopiedTable = keyof typeof COPIED_TABLES;
type DerivedTable = (typeof DERIVED_TABLES)[number];
type Row = Record<string, unknown>;

/** Rows read from the source per round trip. */
const READ_BATCH = 2000;

export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceSha256: string;
  targetSha256: string;
}

export class CopyRefused extends Error {}

/**
 * Copies every row of `source` (a migrated SQLite database) into `target` (a migrated,
 * empty PostgreSQL database) in one transaction, rebuilds the derived tables there, then
 * compares row counts and a SHA-256 of every row per table on both sides. Refuses a target
 * that holds any row, so nothing is ever merged or overwritten.
 */
export async function copyToPostgres(
  source: Kysely<Database>,
  target: Kysely<Database>,
): Promise<TableCheck[]> {
  const filled = await tablesWithRows(target);
  if (filled.length > 0) {
    throw new CopyRefused(
      `The target database already holds data (${filled.join(', ')}); migrate-data copies only into an empty database.`,
    );
  }
  const tables = Object.keys(COPIED_TABLES) as CopiedTable[];
  await bulkLoadPostgres(target, tables, async (_trx, copy) => {
    for (const table of tables) {
      for await (const rows of batches(source, table)) {
        const columns = Object.keys(rows[0] ?? {});
        const values = rows.flatMap((row) => columns.map((column) => row[column] as CopyValue));
        await copy(table, columns, [copyText(columns.length, values)]);
      }
    }
  });
  const checks: TableCheck[] = [];
  for (const table of [...tables, ...DERIVED_TABLES]) {
    const [from, to] = await Promise.all([digest(source, table), digest(target, table)]);
    checks.push({
      table,
      sourceRows: from.rows,
      targetRows: to.rows,
      sourceSha256: from.sha256,
      targetSha256: to.sha256,
    });
  }
  return checks;
}

export function checksMatch(checks: readonly TableCheck[]): boolean {
  return checks.every(
    (check) => check.sourceRows === check.targetRows && check.sourceSha256 === check.targetSha256,
  );
}

async function tablesWithRows(db: Kysely<Database>): Promise<string[]> {
  const filled: string[] = [];
  for (const table of Object.keys(COPIED_TABLES)) {
    const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(db);
    if (rows.length > 0) filled.push(table);
  }
  return filled;
}

/** The rows of `table` in key order, a batch at a time (keyset paging). */
async function* batches(db: Kysely<Database>, table: CopiedTable): AsyncGenerator<Row[]> {
  const key = COPIED_TABLES[table];
  let after = -(2 ** 31);
  for (;;) {
    const { rows } = await sql<Row>`select * from ${sql.table(table)}
      where ${sql.ref(key)} > ${after} order by ${sql.ref(key)} limit ${READ_BATCH}`.execute(db);
    if (rows.length === 0) return;
    yield rows;
    after = Number(rows[rows.length - 1]![key]);
  }
}

/** A row as the JSON of its values in column-name order, the same text from either database. */
function rowLine(row: Row): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((column) => row[column]),
  );
}

/**
 * Row count and SHA-256 of a table's rows. Copied tables are hashed a batch at a time in
 * key order (the same on both sides); the small derived tables are sorted as text, so
 * collation cannot differ, and their rows counting 0 (which SQLite's triggers leave and a
 * rebuild does not make) are left out.
 */
async function digest(
  db: Kysely<Database>,
  table: CopiedTable | DerivedTable,
): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let count = 0;
  if (table in COPIED_TABLES) {
    for await (const rows of batches(db, table as CopiedTable)) {
      for (const row of rows) hash.update(`${rowLine(row)}\n`);
      count += rows.length;
    }
  } else {
    const { rows } = await sql<Row>`select * from ${sql.table(table)} where count > 0`.execute(db);
    for (const line of rows.map(rowLine).sort()) hash.update(`${line}\n`);
    count = rows.length;
  }
  return { rows: count, sha256: hash.digest('hex') };
}
