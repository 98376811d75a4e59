import type { Kysely } from 'kysely';

/**
 * My Orders newest first: one member's orders in date order with the status inside the
 * index, so a page stops after its rows instead of sorting all the member's orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_assignee_created')
    .on('orders')
    .columns(['assign_to', 'created_at', 'order_id', 'process_status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_assignee_created').execute();
}
