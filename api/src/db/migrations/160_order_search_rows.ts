import { sql, type Kysely } from 'kysely';
import { asciiFolded } from './010_order_search_indexes';
import { FRAGMENT_DOCUMENT } from './150_order_search_fragments';
import { createPgOrderTriggers, dropOrderTriggers, isPostgres } from './dialect';

/**
 * PostgreSQL: `order_search_rows`, a narrow copy of what a fragment search reads (orderSearch.ts,
 * fragmentCondition), kept by triggers in the writing transaction of every insert, change and
 * delete of an order: the order id, created_at (the list order), process_status and
 * assign_to (what the folders filter on), and the full name, e-mail and phone ASCII-folded
 * (asciiFolded), about 120 bytes a row. The pg_trgm GIN index of migration 150 moves here
 * (SEARCH_ROW_DOCUMENT), so a search's candidates are checked, filtered by folder, sorted
 * and counted in this table alone: before, each candidate's row of orders (4.7 KB) was read,
 * tens of thousands of them for three common letters (docs/benchmarks.md, "A narrow search
 * table on PostgreSQL"). Btrees in list order, one of all rows and one per status, let the
 * page of a broad fragment walk the newest rows of its folder and stop after its ten, where
 * sorting its candidates would read them all; the status one also narrows a small folder's
 * candidates as a bitmap before any row is read.
 *
 * SQLite has this already: order_fragments (migration 150) holds the same fields, and its
 * FTS5 query narrows to the folder inside the index. Nothing changes there.
 */
/** Rows copied per statement when the table is filled from orders. */
const FILL_BATCH = 100_000;

/**
 * The searched fields of an order_search_rows row as one text, a line each, as its trigram
 * index holds it; the same text as FRAGMENT_DOCUMENT of the orders row (the fields are
 * stored folded already). The queries repeat this exact expression to use the index.
 */
export const SEARCH_ROW_DOCUMENT = `full_name || E'\\n' || email || E'\\n' || mobile_phone || E'\\n' || order_id::text`;

/** The indexes of order_search_rows, built once each after the table is filled. */
const INDEXES = {
  order_search_rows_fragments: `using gin ((${SEARCH_ROW_DOCUMENT}) gin_trgm_ops)`,
  order_search_rows_created: '(created_at, order_id)',
  order_search_rows_status: '(process_status, created_at, order_id)',
};

/** The columns of order_search_rows, in the order valuesOf and searchRowOf give them. */
export const SEARCH_ROW_COLUMNS = [
  'order_id',
  'created_at',
  'process_status',
  'assign_to',
  'full_name',
  'email',
  'mobile_phone',
] as const;

const COLUMNS = SEARCH_ROW_COLUMNS.join(', ');

function valuesOf(row: string): string {
  return [
    `${row}.order_id`,
    `${row}.created_at`,
    `${row}.process_status`,
    `${row}.assign_to`,
    asciiFolded(`${row}.given_names || ' ' || ${row}.family_name`),
    asciiFolded(`${row}.email`),
    asciiFolded(`${row}.mobile_phone`),
  ].join(', ');
}

/** The fields of an order that its order_search_rows row is made from. */
export interface SearchRowSource {
  order_id: number;
  created_at: string;
  process_status: string;
  assign_to: string | null;
  given_names: string;
  family_name: string;
  email: string;
  mobile_phone: string;
}

/** The columns of orders a row of order_search_rows is made from: its triggers watch them. */
export const SEARCH_ROW_SOURCE_COLUMNS = [
  'order_id',
  'created_at',
  'process_status',
  'assign_to',
  'given_names',
  'family_name',
  'email',
  'mobile_phone',
] as const satisfies readonly (keyof SearchRowSource)[];

/** A–Z lowered, every other character kept: asciiFolded's `translate`, in JavaScript. */
function foldedAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * An order's order_search_rows row, values in SEARCH_ROW_COLUMNS order: what valuesOf
 * makes in SQL, made where the order is, for a bulk load that writes the rows itself
 * (the PostgreSQL seed, demoRows.ts) instead of a second pass over orders.
 * seededDatabase.test.ts holds the two to the same rows.
 */
export function searchRowOf(order: SearchRowSource): (string | number | null)[] {
  return [
    order.order_id,
    order.created_at,
    order.process_status,
    order.assign_to,
    foldedAscii(`${order.given_names} ${order.family_name}`),
    foldedAscii(order.email),
    foldedAscii(order.mobile_phone),
  ];
}

/**
 * Fills order_search_rows from the orders as they are (when the table is made, and after a
 * bulk load without triggers), FILL_BATCH orders per statement by id range, then builds its
 * indexes once each rather than entry by entry. No-op on SQLite.
 */
export async function fillOrderSearchRows<DB>(db: Kysely<DB>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of Object.keys(INDEXES)) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
  }
  await sql`truncate order_search_rows`.execute(db);
  const { rows } = await sql<{
    low: number | null;
    high: number | null;
  }>`select min(order_id) as low, max(order_id) as high from orders`.execute(db);
  const { low, high } = rows[0] ?? { low: null, high: null };
  for (let from = low ?? 0; high !== null && from <= high; from += FILL_BATCH) {
    await sql
      .raw(
        `insert into order_search_rows (${COLUMNS}) select ${valuesOf('orders')} from orders
        where order_id >= ${from} and order_id < ${from + FILL_BATCH}`,
      )
      .execute(db);
  }
  for (const [name, definition] of Object.entries(INDEXES)) {
    await sql.raw(`create index ${name} on order_search_rows ${definition}`).execute(db);
  }
  await keepDocumentStatistics(db);
  await sql`analyze order_search_rows`.execute(db);
}

/**
 * The statistics target of the trigram index's document (PostgreSQL's default is 100). The
 * planner weighs `like '%ano%'` on the indexed expression by the share of its sampled
 * histogram that holds the text: with 100 entries a fragment in 1.5 % of the orders is in
 * one or two of them, or by chance none, and then it was taken for a thousand matches
 * instead of 145,000 (one ANALYZE in four at ten million orders), so a broad search sorted
 * all its matches for its page instead of walking the newest rows: 0.5 s instead of 45 ms
 * (docs/benchmarks.md, "Ten million orders"). With 1,000 the estimate stays within a factor
 * of two. Kept on the index, so it is set again whenever the index is made again.
 */
export async function keepDocumentStatistics<DB>(db: Kysely<DB>): Promise<void> {
  await sql`alter index order_search_rows_fragments alter column 1 set statistics 1000`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createTable('order_search_rows')
    .addColumn('order_id', 'integer', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('process_status', 'text', (col) => col.notNull())
    .addColumn('assign_to', 'text')
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('mobile_phone', 'text', (col) => col.notNull())
    .execute();
  // The triggers first: creating them locks out writes to orders until the migration
  // commits, so no change can fall between the fill and the triggers (reads go on).
  const insertNew = `insert into order_search_rows (${COLUMNS}) values (${valuesOf('new')});`;
  const deleteOld = 'delete from order_search_rows where order_id = old.order_id;';
  const watched = SEARCH_ROW_SOURCE_COLUMNS;
  await createPgOrderTriggers(db, 'order_search_rows', {
    insert: insertNew,
    delete: deleteOld,
    update: {
      of: watched.join(', '),
      when: watched.map((column) => `old.${column} is distinct from new.${column}`).join(' or '),
      body: `${deleteOld} ${insertNew}`,
    },
  });
  await fillOrderSearchRows(db);
  await sql`drop index orders_search_fragments`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(
      `create index orders_search_fragments on orders using gin ((${FRAGMENT_DOCUMENT}) gin_trgm_ops)`,
    )
    .execute(db);
  await dropOrderTriggers(db, 'order_search_rows');
  await db.schema.dropTable('order_search_rows').execute();
}
