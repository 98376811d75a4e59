import type { Kysely } from 'kysely';

/**
 * Newest first over every order, carrying what lists of several statuses and the reports
 * test or group by. Order History (12 statuses) walks it and tests the status inside it,
 * so neither a first nor a deep page sorts or reads skipped rows from the table; the
 * reports over a date range read only this index, never the wide order rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_created_cover')
    .on('orders')
    .columns([
      'created_at',
      'order_id',
      'process_status',
      'nationality',
      'processing_type',
      'processed_by',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_created_cover').execute();
}
