import { sql, type Kysely } from 'kysely';
import { createPgOrderTriggers, dropOrderTriggers, isPostgres } from './dialect';

/**
 * Orders per process_status, kept by triggers in the transaction of every insert, status
 * change and delete, so the 15 folder counts and every list total read a dozen rows
 * instead of counting up to a million index entries on each page view. Being triggers,
 * no code path (queue actions, order page, seed, tests) can forget to keep them exact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_status_counts')
    .addColumn('process_status', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql`insert into order_status_counts (process_status, count)
    select process_status, count(*) from orders group by process_status`.execute(db);
  if (isPostgres(db)) {
    await createPostgresTriggers(db);
    return;
  }
  await sql`create trigger order_status_counts_insert after insert on orders begin
    insert into order_status_counts (process_status, count) values (new.process_status, 1)
      on conflict (process_status) do update set count = count + 1;
  end`.execute(db);
  await sql`create trigger order_status_counts_delete after delete on orders begin
    update order_status_counts set count = count - 1 where process_status = old.process_status;
  end`.execute(db);
  await sql`create trigger order_status_counts_update after update of process_status on orders
    when old.process_status is not new.process_status begin
    update order_status_counts set count = count - 1 where process_status = old.process_status;
    insert into order_status_counts (process_status, count) values (new.process_status, 1)
      on conflict (process_status) do update set count = count + 1;
  end`.execute(db);
}

/** The same three triggers in PL/pgSQL. */
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  const add = (row: string) => `insert into order_status_counts (process_status, count)
    values (${row}.process_status, 1)
    on conflict (process_status) do update set count = order_status_counts.count + 1;`;
  const remove = (row: string) => `update order_status_counts set count = count - 1
    where process_status = ${row}.process_status;`;
  await createPgOrderTriggers(db, 'order_status_counts', {
    insert: add('new'),
    delete: remove('old'),
    update: {
      of: 'process_status',
      when: 'old.process_status is distinct from new.process_status',
      body: `${remove('old')} ${add('new')}`,
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropOrderTriggers(db, 'order_status_counts');
  await db.schema.dropTable('order_status_counts').execute();
}
