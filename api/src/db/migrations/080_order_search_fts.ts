import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * `order_search`: an FTS5 index of what the queue search matches (names, e-mail, phone,
 * order id), kept by triggers in the transaction of every insert, change and delete of an
 * order. It keeps its own small copy of those columns plus the assignee, and the status as
 * one token (status_key: 'Priority Processing' → 'priorityprocessing'), so a search finds,
 * filters and counts its matches within the index, without reading the 4.7 KB order rows.
 *
 * The rowid is the list order: the creation second times 2^31 plus the order id, so FTS5
 * hands matches newest first and a page stops after its rows (order ids stay below 2^31,
 * seconds below 2^32). unicode61 splits e-mails at '.', '_' and '@' and folds case but not
 * accents (as LIKE does not); the search asks for phrases anchored at a column's first
 * token, the last token a prefix (orderSearch.ts).
 *
 * PostgreSQL has no FTS5: its search reads orders through the folded prefix indexes of
 * migration 010 (docs/decisions.md, "Search on PostgreSQL"), so there is no order_search.
 */
const COLUMNS = [
  'given_names',
  'family_name',
  'email',
  'mobile_phone',
  'order_id',
  'status_key',
  'assign_to',
] as const;

/** The search row's rowid for the orders row `row` ('new', 'old' or a table name). */
export function searchKey(row: string): string {
  return `coalesce(unixepoch(${row}.created_at), 0) * 2147483648 + ${row}.order_id`;
}

function columnsOf(row: string): string {
  return COLUMNS.map((column) =>
    column === 'status_key' ? `replace(lower(${row}.process_status), ' ', '')` : `${row}.${column}`,
  ).join(', ');
}

const INSERT_INTO = `insert into order_search (rowid, ${COLUMNS.join(', ')})`;

/**
 * Refills an SQLite copy of orders keyed by searchKey (`order_search`, `order_fragments`)
 * from the orders as they are: after a bulk load without triggers, or when the copy is made.
 */
export async function fillOrderCopy<DB>(
  db: Kysely<DB>,
  table: string,
  columns: readonly string[],
  columnsOfRow: (row: string) => string,
): Promise<void> {
  if (isPostgres(db)) return;
  await sql.raw(`delete from ${table}`).execute(db);
  await sql
    .raw(
      `insert into ${table} (rowid, ${columns.join(', ')}) select ${searchKey('orders')}, ${columnsOfRow('orders')} from orders`,
    )
    .execute(db);
}

/** Fills order_search from the orders as they are (after a bulk load without triggers). */
export function fillOrderSearch<DB>(db: Kysely<DB>): Promise<void> {
  return fillOrderCopy(db, 'order_search', COLUMNS, columnsOf);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create virtual table order_search using fts5(
    given_names, family_name, email, mobile_phone, order_id, status_key,
    assign_to unindexed,
    tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2 3'
  )`.execute(db);
  await fillOrderSearch(db);
  const insertNew = `${INSERT_INTO} values (${searchKey('new')}, ${columnsOf('new')});`;
  const deleteOld = `delete from order_search where rowid = ${searchKey('old')};`;
  await sql
    .raw(`create trigger order_search_insert after insert on orders begin ${insertNew} end`)
    .execute(db);
  await sql
    .raw(`create trigger order_search_delete after delete on orders begin ${deleteOld} end`)
    .execute(db);
  const watched = [
    ...COLUMNS.filter((column) => column !== 'status_key'),
    'process_status',
    'created_at',
  ];
  const changed = watched.map((column) => `old.${column} is not new.${column}`).join(' or ');
  await sql
    .raw(
      `create trigger order_search_update after update of ${watched.join(', ')} on orders
      when ${changed} begin ${deleteOld} ${insertNew} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const trigger of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger order_search_${trigger}`).execute(db);
  }
  await sql`drop table order_search`.execute(db);
}
