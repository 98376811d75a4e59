import type { Kysely } from 'kysely';

/**
 * A one-status queue in list order, newest first, the id breaking ties as the list does:
 * its page's ids come from this index alone (OrderRepository.findPage), so a first page of
 * a small, old folder (Deleted, Refunds, Rejected) reads its own ten entries instead of
 * walking orders_created_cover past the newer orders of every other status. It replaces
 * orders_status_created, which lacked the tie-breaking id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_status_listed')
    .on('orders')
    .columns(['process_status', 'created_at', 'order_id'])
    .execute();
  await db.schema.dropIndex('orders_status_created').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_status_created')
    .on('orders')
    .columns(['process_status', 'created_at'])
    .execute();
  await db.schema.dropIndex('orders_status_listed').execute();
}
