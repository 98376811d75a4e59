import type { Kysely } from 'kysely';

/**
 * Delivery of the outbox: which channel took each mail and when a row may be tried
 * (again), and the link from an order's mail history to the outbox row that carried it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('delivered_via', 'text').execute();
  // Null: ready now. A claimed row holds a lease here; a failed try its next attempt time.
  await db.schema.alterTable('mail_outbox').addColumn('available_at', 'text').execute();
  // No foreign key: SQLite could not drop the column again, and outbox rows are never deleted.
  await db.schema.alterTable('mail_history').addColumn('outbox_id', 'integer').execute();
  await db.schema
    .createIndex('mail_history_document')
    .on('mail_history')
    .column('document_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_history_document').execute();
  await db.schema.alterTable('mail_history').dropColumn('outbox_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('available_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('delivered_via').execute();
}
