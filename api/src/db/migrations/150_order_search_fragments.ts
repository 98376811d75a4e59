import { sql, type Kysely } from 'kysely';
import { asciiFolded } from './010_order_search_indexes';
import { fillOrderCopy, searchKey } from './080_order_search_fts';
import { createSqliteOrderTriggers, dropOrderTriggers, isPostgres } from './dialect';

/**
 * The index of fragment searches (orderSearch.ts: 3 characters or more match anywhere in
 * the full name, e-mail, phone or order id).
 *
 * SQLite: `order_fragments`, an FTS5 table with the trigram tokenizer, whose phrase query
 * finds any substring of 3 characters or more (case folded) within a column. It is kept
 * like order_search (migration 080): by triggers in the writing transaction, rowid the
 * creation second times 2^31 plus the id, so matches come newest first; the status between
 * bars ('|priorityprocessing|'), whose edge trigrams ('|pr') narrow a search to a folder
 * (orderSearch.ts, withStatuses).
 *
 * PostgreSQL: a pg_trgm GIN index on one ASCII-folded text of the same fields
 * (FRAGMENT_DOCUMENT), which answers `like '%fragment%'` with a bitmap of candidates that
 * the exact per-field rule then checks. pg_trgm is a trusted extension (PostgreSQL 13+): a
 * role with CREATE on its database adds it (docs/deployment.md). The build holds off writes
 * to orders (not reads) while it runs: 158 s at 1,000,000 orders on the loaded bench machine.
 */
const COLUMNS = [
  'full_name',
  'email',
  'mobile_phone',
  'order_id',
  'status_key',
  'assign_to',
] as const;

/**
 * PostgreSQL: the searched fields of an orders row as one ASCII-folded text, a line each,
 * as the fragment index holds it (the queries repeat this exact expression to use it).
 */
export const FRAGMENT_DOCUMENT = asciiFolded(
  `given_names || ' ' || family_name || E'\\n' || email || E'\\n' || mobile_phone || E'\\n' || order_id::text`,
);

function columnsOf(row: string): string {
  return [
    `${row}.given_names || ' ' || ${row}.family_name`,
    `${row}.email`,
    `${row}.mobile_phone`,
    `${row}.order_id`,
    `'|' || replace(lower(${row}.process_status), ' ', '') || '|'`,
    `${row}.assign_to`,
  ].join(', ');
}

const INSERT_INTO = `insert into order_fragments (rowid, ${COLUMNS.join(', ')})`;

/** Fills order_fragments from the orders as they are (after a bulk load without triggers). */
export function fillOrderFragments<DB>(db: Kysely<DB>): Promise<void> {
  return fillOrderCopy(db, 'order_fragments', COLUMNS, columnsOf);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql
      .raw(
        `create index orders_search_fragments on orders using gin ((${FRAGMENT_DOCUMENT}) gin_trgm_ops)`,
      )
      .execute(db);
    // The planner weighs `like` on the indexed expression by its statistics, which only
    // an analyse gathers.
    await sql`analyze orders`.execute(db);
    return;
  }
  await sql`create virtual table order_fragments using fts5(
    full_name, email, mobile_phone, order_id, status_key,
    assign_to unindexed,
    tokenize = 'trigram'
  )`.execute(db);
  await fillOrderFragments(db);
  const watched = [
    'given_names',
    'family_name',
    'email',
    'mobile_phone',
    'order_id',
    'assign_to',
    'process_status',
    'created_at',
  ];
  const insertNew = `${INSERT_INTO} values (${searchKey('new')}, ${columnsOf('new')});`;
  const deleteOld = `delete from order_fragments where rowid = ${searchKey('old')};`;
  await createSqliteOrderTriggers(db, 'order_fragments', {
    insert: insertNew,
    delete: deleteOld,
    update: {
      of: watched.join(', '),
      when: watched.map((column) => `old.${column} is not new.${column}`).join(' or '),
      body: `${deleteOld} ${insertNew}`,
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index orders_search_fragments`.execute(db);
    return;
  }
  await dropOrderTriggers(db, 'order_fragments');
  await sql`drop table order_fragments`.execute(db);
}
