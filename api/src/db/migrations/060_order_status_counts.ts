import { sql, type Kysely } from 'kysely';

/**
 * Orders per process_status, kept by triggers in the transaction of every insert, status
 * change and delete, so the 15 folder counts and every list total read a dozen rows
 * instead of counting up to a million index entries on each page view. Being triggers,
 * no code path (queue actions, order page, seed, tests) can forget to keep them exact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table order_status_counts (
    process_status text primary key,
    count integer not null
  ) without rowid`.execute(db);
  await sql`insert into order_status_counts (process_status, count)
    select process_status, count(*) from orders group by process_status`.execute(db);
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

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update']) {
    await sql`drop trigger ${sql.raw(`order_status_counts_${trigger}`)}`.execute(db);
  }
  await db.schema.dropTable('order_status_counts').execute();
}
