import { sql, type Kysely } from 'kysely';
import { createPgOrderTriggers, dropPgTrigger, isPostgres } from './dialect';

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
  if (isPostgres(db)) {
    await createPgOrderTriggers(db, 'order_assignee_counts', {
      insert: add('new'),
      delete: remove('old'),
      update: {
        of: 'assign_to, process_status',
        when: changed('is distinct from'),
        body: `${remove('old')} ${add('new')}`,
      },
    });
    return;
  }
  await sql
    .raw(
      `create trigger order_assignee_counts_insert after insert on orders begin ${add('new')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger order_assignee_counts_delete after delete on orders begin ${remove('old')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger order_assignee_counts_update after update of assign_to, process_status
      on orders when ${changed('is not')} begin ${remove('old')} ${add('new')} end`,
    )
    .execute(db);
}

/** The counts as the triggers keep them, from the orders as they are (also after a bulk load). */
export async function fillAssigneeCounts<DB>(db: Kysely<DB>): Promise<void> {
  await sql`delete from order_assignee_counts`.execute(db);
  await sql`insert into order_assignee_counts (assign_to, process_status, count)
    select assign_to, process_status, count(*) from orders where assign_to is not null
    group by assign_to, process_status`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update']) {
    const name = `order_assignee_counts_${trigger}`;
    if (isPostgres(db)) await dropPgTrigger(db, name);
    else await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable('order_assignee_counts').execute();
}
