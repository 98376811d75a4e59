import { sql, type Kysely } from 'kysely';
import {
  createPgOrderTriggers,
  createSqliteOrderTriggers,
  dropOrderTriggers,
  isPostgres,
  type OrderTriggerBodies,
} from './dialect';

/**
 * Orders per member and process_status, kept by triggers like order_status_counts (migration
 * 060): My Orders' count and its list total read a few rows instead of counting the member's
 * entries of orders_assignee_status, which at a million orders were ten thousand and more
 * for a busy member (docs/benchmarks.md#sqlite-and-postgresql-side-by-side). Unassigned orders
 * (no assign_to) are not counted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_assignee_counts')
    .addColumn('assign_to', 'text', (col) => col.notNull())
    .addColumn('process_status', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_assignee_counts_pk', ['assign_to', 'process_status'])
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await fillAssigneeCounts(db);
  const add = (row: string) => `insert into order_assignee_counts (assign_to, process_status, count)
    select ${row}.assign_to, ${row}.process_status, 1 where ${row}.assign_to is not null
    on conflict (assign_to, process_status)
    do update set count = order_assignee_counts.count + 1;`;
  const remove = (row: string) => `update order_assignee_counts set count = count - 1
    where assign_to = ${row}.assign_to and process_status = ${row}.process_status;`;
  const changed = (distinct: string) =>
    `old.assign_to ${distinct} new.assign_to or old.process_status ${distinct} new.process_status`;
  const bodies: OrderTriggerBodies = {
    insert: add('new'),
    delete: remove('old'),
    update: {
      of: 'assign_to, process_status',
      when: changed(isPostgres(db) ? 'is distinct from' : 'is not'),
      body: `${remove('old')} ${add('new')}`,
    },
  };
  if (isPostgres(db)) await createPgOrderTriggers(db, 'order_assignee_counts', bodies);
  else await createSqliteOrderTriggers(db, 'order_assignee_counts', bodies);
}

/** The counts as the triggers keep them, from the orders as they are (also after a bulk load). */
export async function fillAssigneeCounts<DB>(db: Kysely<DB>): Promise<void> {
  await sql`delete from order_assignee_counts`.execute(db);
  await sql`insert into order_assignee_counts (assign_to, process_status, count)
    select assign_to, process_status, count(*) from orders where assign_to is not null
    group by assign_to, process_status`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropOrderTriggers(db, 'order_assignee_counts');
  await db.schema.dropTable('order_assignee_counts').execute();
}
