import { sql, type Kysely } from 'kysely';
import { autoId, createPgTrigger, isPostgres } from './dialect';

/**
 * The mail outbox (every mail is written here in the same transaction as the change that
 * causes it, then delivered) and the append-only audit log of every change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (col) => col.references('orders.order_id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('to_email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('provider_message_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addCheckConstraint('mail_outbox_status_known', sql`status in ('pending', 'sent', 'failed')`)
    .execute();
  await db.schema
    .createIndex('mail_outbox_status')
    .on('mail_outbox')
    .columns(['status', 'id'])
    .execute();
  await db.schema.createIndex('mail_outbox_order').on('mail_outbox').column('order_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id', 'id'])
    .execute();
  // Append-only: the database itself refuses to change or remove an entry.
  if (isPostgres(db)) {
    for (const event of ['update', 'delete']) {
      await createPgTrigger(db, {
        name: `audit_log_no_${event}`,
        table: 'audit_log',
        event: `before ${event}`,
        body: `raise exception 'audit_log is append-only';`,
      });
    }
    return;
  }
  await sql`create trigger audit_log_no_update before update on audit_log
    begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  await sql`create trigger audit_log_no_delete before delete on audit_log
    begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
