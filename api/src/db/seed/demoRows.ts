import type BetterSqlite3 from 'better-sqlite3';
import type { CopyInto } from '../bulkLoad';
import { copyText, type CopyValue } from '../copyText';
import {
  SEARCH_ROW_COLUMNS,
  SEARCH_ROW_SOURCE_COLUMNS,
  searchRowOf,
  type SearchRowSource,
} from '../migrations/160_order_search_rows';
import type { DemoOrderBundle } from './demoOrders';
import type { DemoDocumentFiles } from './demoDocumentFiles';

export type RowValue = CopyValue;

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
  documents: DemoDocumentFiles,
): Generator<DemoRowBatch> {
  let batch = emptyBatch();
  let orders = 0;
  for (const bundle of bundles) {
    addDemoRows(batch, bundle);
    for (const { order_id, is_rejected_doc } of bundle.documents) {
      documents.add(order_id, is_rejected_doc === 'Yes');
    }
    if (++orders === ORDERS_PER_BATCH) {
      yield batch;
      batch = emptyBatch();
      orders = 0;
    }
  }
  if (orders > 0) yield batch;
}

/**
 * The tables PostgreSQL's load writes through COPY: the demo tables, then order_search_rows,
 * which the triggers would keep (migration 160). Its rows are made with their orders, on the
 * worker, rather than by a second pass over the written orders after the load: at ten
 * million orders that pass read 16 GB of table (docs/benchmarks.md, "Ten million orders").
 */
export const COPY_TABLES = [...DEMO_TABLES, 'order_search_rows'] as const;
export type CopyTable = (typeof COPY_TABLES)[number];
const COPY_COLUMNS: Record<CopyTable, readonly string[]> = {
  ...DEMO_ROW_COLUMNS,
  order_search_rows: SEARCH_ROW_COLUMNS,
};

/**
 * A DemoRowBatch as PostgreSQL's loader takes it: each table's rows as COPY text (copyText), and how many there are. Made on the thread that makes the rows, so the
 * loading thread only passes bytes on; the buffers move between threads without a copy.
 */
export interface DemoCopyBatch {
  text: Record<CopyTable, Uint8Array>;
  rows: Record<DemoTable, number>;
}

/** The batch shapes a demo order source can hand out: rows for SQLite, COPY text for PostgreSQL. */
export interface DemoBatchFormats {
  rows: DemoRowBatch;
  copy: DemoCopyBatch;
}

export type DemoBatchFormat = keyof DemoBatchFormats;

export function toCopyBatch(batch: DemoRowBatch): DemoCopyBatch {
  const text = {} as Record<CopyTable, Uint8Array>;
  const rows = zeroCounts();
  for (const table of DEMO_TABLES) {
    const width = DEMO_ROW_COLUMNS[table].length;
    text[table] = copyText(width, batch[table]);
    rows[table] = batch[table].length / width;
  }
  text.order_search_rows = copyText(SEARCH_ROW_COLUMNS.length, searchRows(batch.orders));
  return { text, rows };
}

const ORDER_WIDTH = DEMO_ROW_COLUMNS.orders.length;
/** Where each field of SearchRowSource is among an order's DEMO_ROW_COLUMNS.orders values. */
const SOURCE_AT = SEARCH_ROW_SOURCE_COLUMNS.map(
  (field) => [field, DEMO_ROW_COLUMNS.orders.indexOf(field)] as const,
);

/** The order_search_rows rows of a batch's orders (given as DEMO_ROW_COLUMNS.orders values). */
function searchRows(orders: readonly RowValue[]): RowValue[] {
  const values: RowValue[] = [];
  for (let start = 0; start < orders.length; start += ORDER_WIDTH) {
    const source: Record<string, RowValue> = {};
    for (const [field, at] of SOURCE_AT) source[field] = orders[start + at]!;
    values.push(...searchRowOf(source as unknown as SearchRowSource));
  }
  return values;
}

/** `batch` in `format`. */
export function formatBatch<F extends DemoBatchFormat>(
  batch: DemoRowBatch,
  format: F,
): DemoBatchFormats[F] {
  return (format === 'copy' ? toCopyBatch(batch) : batch) as DemoBatchFormats[F];
}

/** The buffers a batch can hand to another thread instead of copying them. */
export function transferables(batch: DemoRowBatch | DemoCopyBatch): ArrayBuffer[] {
  return 'text' in batch
    ? Object.values(batch.text).map((bytes) => bytes.buffer as ArrayBuffer)
    : [];
}

/** Rows per insert statement: one statement per row would cost more than the row itself. */
const ROWS_PER_STATEMENT = 32;

/** Writes demo batches into the database and counts the rows per table. */
export interface DemoInserter<Batch> {
  readonly counts: Record<DemoTable, number>;
  insert(batch: Batch): void | Promise<void>;
  /** Writes what insert may have kept back. */
  flush(): void | Promise<void>;
}

function zeroCounts(): Record<DemoTable, number> {
  return { orders: 0, order_documents: 0, mail_history: 0, download_history: 0, remarks: 0 };
}

/** SQLite: inserts through cached multi-row prepared statements. */
export class DemoRowInserter implements DemoInserter<DemoRowBatch> {
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

  flush(): void {}

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

/**
 * Orders per COPY: each COPY costs a round trip and a statement start, so several batches
 * go together (about 10 MB of rows).
 */
const BATCHES_PER_COPY = 16;

/**
 * PostgreSQL: gathers the COPY text of several batches and writes each table's through one
 * COPY (bulkLoadPostgres gives `copy`), parents first for the foreign keys.
 */
export class PostgresCopyInserter implements DemoInserter<DemoCopyBatch> {
  readonly counts = zeroCounts();

  private pending: DemoCopyBatch[] = [];

  constructor(private readonly copy: CopyInto) {}

  async insert(batch: DemoCopyBatch): Promise<void> {
    this.pending.push(batch);
    for (const table of DEMO_TABLES) this.counts[table] += batch.rows[table];
    if (this.pending.length >= BATCHES_PER_COPY) await this.flush();
  }

  async flush(): Promise<void> {
    const batches = this.pending;
    this.pending = [];
    if (batches.length === 0) return;
    for (const table of COPY_TABLES) {
      await this.copy(
        table,
        COPY_COLUMNS[table],
        batches.map((batch) => batch.text[table]),
      );
    }
  }
}
