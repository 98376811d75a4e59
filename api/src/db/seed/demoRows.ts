import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { DemoOrderBundle } from './demoOrders';
import type { DemoDocumentFile } from './seedDemoDocuments';

export type RowValue = string | number | null;

/** The tables demo orders fill, parents first for the foreign keys, and their columns. */
// prettier-ignore
export const DEMO_ROW_COLUMNS = {
  orders: ['order_id', 'email', 'given_names', 'family_name', 'mobile_phone', 'domain_name',
    'process_status', 'order_status', 'processing_type', 'nationality', 'assign_to',
    'processed_by', 'created_at', 'updated_at', 'refund_date', 'transaction_id',
    'merchant_name', 'details'],
  order_documents: ['id', 'order_id', 'file1', 'customer_name', 'is_rejected_doc',
    'mail_service_provider', 'created_at'],
  mail_history: ['order_id', 'document_id', 'email', 'mail_service_provider', 'remainder_mail',
    'create_ts'],
  download_history: ['order_id', 'create_ts', 'ip', 'timezone', 'browser', 'os', 'file1'],
  remarks: ['order_id', 'us_date', 'us_time', 'remark_name', 'remark', 'whatsapp', 'telephone',
    'status_refund', 'voided', 'chargeback', 'report_error', 'created_at'],
} as const;

export type DemoTable = keyof typeof DEMO_ROW_COLUMNS;
export const DEMO_TABLES = Object.keys(DEMO_ROW_COLUMNS) as DemoTable[];

/**
 * The rows of some orders as flat lists of column values, one list per table: cheap to
 * hand from the worker thread that makes them to the one that inserts them.
 */
export type DemoRowBatch = Record<DemoTable, RowValue[]>;

function emptyBatch(): DemoRowBatch {
  return { orders: [], order_documents: [], mail_history: [], download_history: [], remarks: [] };
}

/** Appends the rows of one order to `batch`, values in DEMO_ROW_COLUMNS order. */
export function addDemoRows(batch: DemoRowBatch, bundle: DemoOrderBundle): void {
  const o = bundle.order;
  // prettier-ignore
  batch.orders.push(o.order_id, o.email, o.given_names, o.family_name, o.mobile_phone,
    o.domain_name, o.process_status, o.order_status ?? 0, o.processing_type ?? 'Standard',
    o.nationality, o.assign_to ?? null, o.processed_by ?? null, o.created_at, o.updated_at,
    o.refund_date ?? null, o.transaction_id ?? null, o.merchant_name ?? null, o.details);
  for (const d of bundle.documents) {
    // prettier-ignore
    batch.order_documents.push(d.id ?? null, d.order_id, d.file1, d.customer_name,
      d.is_rejected_doc ?? 'No', d.mail_service_provider, d.created_at);
  }
  for (const m of bundle.mails) {
    // prettier-ignore
    batch.mail_history.push(m.order_id, m.document_id ?? null, m.email, m.mail_service_provider,
      m.remainder_mail ?? 0, m.create_ts);
  }
  for (const d of bundle.downloads) {
    batch.download_history.push(
      d.order_id,
      d.create_ts,
      d.ip,
      d.timezone,
      d.browser,
      d.os,
      d.file1,
    );
  }
  for (const r of bundle.remarks) {
    // prettier-ignore
    batch.remarks.push(r.order_id, r.us_date, r.us_time, r.remark_name, r.remark,
      r.whatsapp ?? '', r.telephone ?? '', r.status_refund ?? '', r.voided ?? '',
      r.chargeback ?? '', r.report_error ?? '', r.created_at);
  }
}

/** Orders per batch: large enough that handing a batch over costs little per order. */
export const ORDERS_PER_BATCH = 256;

/**
 * The orders of `bundles` in batches of ORDERS_PER_BATCH; the files their document rows
 * need are added to `documents`, oldest first.
 */
export function* demoRowBatches(
  bundles: Iterable<DemoOrderBundle>,
  documents: DemoDocumentFile[],
): Generator<DemoRowBatch> {
  let batch = emptyBatch();
  let orders = 0;
  for (const bundle of bundles) {
    addDemoRows(batch, bundle);
    for (const { order_id, file1, is_rejected_doc = 'No' } of bundle.documents) {
      documents.push({ order_id, file1, is_rejected_doc });
    }
    if (++orders === ORDERS_PER_BATCH) {
      yield batch;
      batch = emptyBatch();
      orders = 0;
    }
  }
  if (orders > 0) yield batch;
}

/** Rows per insert statement: one statement per row would cost more than the row itself. */
const ROWS_PER_STATEMENT = 32;

/** Writes DemoRowBatches into the database and counts the rows per table. */
export interface DemoInserter {
  readonly counts: Record<DemoTable, number>;
  insert(batch: DemoRowBatch): void | Promise<void>;
}

function zeroCounts(): Record<DemoTable, number> {
  return { orders: 0, order_documents: 0, mail_history: 0, download_history: 0, remarks: 0 };
}

/** SQLite: inserts through cached multi-row prepared statements. */
export class DemoRowInserter implements DemoInserter {
  readonly counts = zeroCounts();

  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(private readonly sqlite: BetterSqlite3.Database) {}

  insert(batch: DemoRowBatch): void {
    for (const table of DEMO_TABLES) {
      const values = batch[table];
      const width = DEMO_ROW_COLUMNS[table].length;
      const rows = values.length / width;
      for (let done = 0; done < rows;) {
        const take = Math.min(rows - done, ROWS_PER_STATEMENT);
        this.statement(table, take).run(values.slice(done * width, (done + take) * width));
        done += take;
      }
      this.counts[table] += rows;
    }
  }

  private statement(table: DemoTable, rows: number): BetterSqlite3.Statement {
    const key = `${table} ${rows}`;
    let statement = this.statements.get(key);
    if (!statement) {
      const columns = DEMO_ROW_COLUMNS[table];
      const row = `(${columns.map(() => '?').join(', ')})`;
      statement = this.sqlite.prepare(
        `insert into ${table} (${columns.join(', ')}) values ${Array(rows).fill(row).join(', ')}`,
      );
      this.statements.set(key, statement);
    }
    return statement;
  }
}

/** PostgreSQL caps a statement at 65,535 parameters; orders have 18 columns. */
const POSTGRES_ROWS_PER_STATEMENT = 2000;

/** PostgreSQL: one multi-row insert per table and batch (split at the parameter cap). */
export class PostgresRowInserter implements DemoInserter {
  readonly counts = zeroCounts();

  constructor(private readonly db: Kysely<Database>) {}

  async insert(batch: DemoRowBatch): Promise<void> {
    for (const table of DEMO_TABLES) {
      const columns = DEMO_ROW_COLUMNS[table];
      const values = batch[table];
      const rows = values.length / columns.length;
      for (let done = 0; done < rows; done += POSTGRES_ROWS_PER_STATEMENT) {
        const take = Math.min(rows - done, POSTGRES_ROWS_PER_STATEMENT);
        const tuples = Array.from({ length: take }, (_, row) => {
          const start = (done + row) * columns.length;
          return sql`(${sql.join(values.slice(start, start + columns.length))})`;
        });
        await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
          values ${sql.join(tuples)}`.execute(this.db);
      }
      this.counts[table] += rows;
    }
  }
}
