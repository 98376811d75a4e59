import { sql, type Kysely } from 'kysely';
import {
  createPgOrderTriggers,
  createSqliteOrderTriggers,
  dropOrderTriggers,
  isPostgres,
} from './dialect';

/**
 * Per-day summaries for the two reports, kept by triggers on orders in the writing
 * transaction (like 060), so a year's report sums a few thousand rows instead of grouping
 * some 600,000 orders. A day is the UTC date of created_at (its first ten characters), as
 * the report filter's whole days are; deleted orders are left out, as the reports leave
 * them out. Rows whose count falls to 0 stay and are skipped by the reports.
 *
 * - order_country_days: orders per day, nationality and processing type.
 * - order_processor_days: orders per day and processed_by (orders nobody processed: none).
 */
const COUNTRY_KEY = 'day, nationality, processing_type';

function countryRow(row: string): string {
  return `substr(${row}.created_at, 1, 10), ${row}.nationality, ${row}.processing_type`;
}

function processorRow(row: string): string {
  return `substr(${row}.created_at, 1, 10), ${row}.processed_by`;
}

function counted(row: string): string {
  return `${row}.process_status <> 'Deleted'`;
}

/**
 * Adds the orders row `row` to both summaries when the reports count it. PostgreSQL
 * needs the table named in `count + 1` (the inserted row is in scope there too).
 */
function addRow(row: string, postgres = false): string {
  const table = (name: string) => (postgres ? `${name}.` : '');
  return `insert into order_country_days (${COUNTRY_KEY}, count)
      select ${countryRow(row)}, 1 where ${counted(row)}
      on conflict (${COUNTRY_KEY}) do update set count = ${table('order_country_days')}count + 1;
    insert into order_processor_days (day, processed_by, count)
      select ${processorRow(row)}, 1 where ${counted(row)} and ${row}.processed_by is not null
      on conflict (day, processed_by)
      do update set count = ${table('order_processor_days')}count + 1;`;
}

/** Takes the orders row `row` out of both summaries. */
function removeRow(row: string): string {
  return `update order_country_days set count = count - 1
      where ${counted(row)} and (${COUNTRY_KEY}) = (${countryRow(row)});
    update order_processor_days set count = count - 1
      where ${counted(row)} and (day, processed_by) = (${processorRow(row)});`;
}

/** Refills both summaries from the orders as they are (after a bulk load without triggers). */
export async function fillReportDays<DB>(db: Kysely<DB>): Promise<void> {
  await sql`delete from order_country_days`.execute(db);
  await sql`delete from order_processor_days`.execute(db);
  await sql
    .raw(
      `insert into order_country_days (${COUNTRY_KEY}, count)
      select ${countryRow('orders')}, count(*) from orders where ${counted('orders')}
      group by 1, 2, 3`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into order_processor_days (day, processed_by, count)
      select ${processorRow('orders')}, count(*) from orders
      where ${counted('orders')} and processed_by is not null group by 1, 2`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const withoutRowid = sql.raw(isPostgres(db) ? '' : 'without rowid');
  await sql`create table order_country_days (
    day text not null,
    nationality text not null,
    processing_type text not null,
    count integer not null,
    primary key (day, nationality, processing_type)
  ) ${withoutRowid}`.execute(db);
  await sql`create table order_processor_days (
    day text not null,
    processed_by text not null,
    count integer not null,
    primary key (day, processed_by)
  ) ${withoutRowid}`.execute(db);
  await fillReportDays(db);
  if (isPostgres(db)) await createPostgresTriggers(db);
  else {
    await createSqliteOrderTriggers(db, 'order_report_days', {
      insert: addRow('new'),
      delete: removeRow('old'),
      update: {
        of: WATCHED,
        when: changed('is not'),
        body: `${removeRow('old')} ${addRow('new')}`,
      },
    });
  }
}

const WATCHED = 'created_at, nationality, processing_type, processed_by, process_status';

/** Whether an update moves the row between summary rows; a status move counts only into or out of Deleted. */
function changed(isNot: string): string {
  return [
    `old.created_at ${isNot} new.created_at`,
    `old.nationality ${isNot} new.nationality`,
    `old.processing_type ${isNot} new.processing_type`,
    `old.processed_by ${isNot} new.processed_by`,
    `(${counted('old')}) ${isNot} (${counted('new')})`,
  ].join(' or ');
}

/** The same three triggers in PL/pgSQL. */
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await createPgOrderTriggers(db, 'order_report_days', {
    insert: addRow('new', true),
    delete: removeRow('old'),
    update: {
      of: WATCHED,
      when: changed('is distinct from'),
      body: `${removeRow('old')} ${addRow('new', true)}`,
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropOrderTriggers(db, 'order_report_days');
  await sql`drop table order_processor_days`.execute(db);
  await sql`drop table order_country_days`.execute(db);
}
