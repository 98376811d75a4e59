import { sql, type Kysely } from 'kysely';
import { autoId } from './dialect';

/**
 * Staff, orders and what hangs off an order. Enumerations are spelled out here rather
 * than imported so this migration keeps meaning what it meant when it first ran.
 * `integer primary key` ids are assigned by the database on insert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('staff_email_lower_case', sql`email = lower(email)`)
    .addCheckConstraint(
      'staff_type_known',
      sql`type in ('Admin', 'Manager', 'Telecaller', 'Team', 'Night Staff')`,
    )
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('order_id', 'integer', autoId(db))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('given_names', 'text', (col) => col.notNull())
    .addColumn('family_name', 'text', (col) => col.notNull())
    .addColumn('mobile_phone', 'text', (col) => col.notNull())
    .addColumn('domain_name', 'text', (col) => col.notNull())
    .addColumn('process_status', 'text', (col) => col.notNull())
    .addColumn('order_status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('processing_type', 'text', (col) => col.notNull().defaultTo('Standard'))
    .addColumn('nationality', 'text', (col) => col.notNull())
    .addColumn('assign_to', 'text')
    .addColumn('processed_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('refund_date', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('merchant_name', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addCheckConstraint(
      'orders_processing_type_known',
      sql`processing_type in ('Standard', 'Priority')`,
    )
    .execute();

  // Queue lists filter by status and sort by date; My Orders and the counts filter by assignee.
  await db.schema
    .createIndex('orders_status_created')
    .on('orders')
    .columns(['process_status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_assignee_status')
    .on('orders')
    .columns(['assign_to', 'process_status'])
    .execute();
  await db.schema.createIndex('orders_email').on('orders').column('email').execute();
  await db.schema.createIndex('orders_nationality').on('orders').column('nationality').execute();

  await db.schema
    .createTable('order_documents')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('file1', 'text', (col) => col.notNull())
    .addColumn('customer_name', 'text', (col) => col.notNull())
    .addColumn('is_rejected_doc', 'text', (col) => col.notNull().defaultTo('No'))
    .addColumn('mail_service_provider', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('order_documents_rejected_yes_no', sql`is_rejected_doc in ('Yes', 'No')`)
    .execute();
  await db.schema
    .createIndex('order_documents_order')
    .on('order_documents')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('mail_history')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('document_id', 'integer', (col) =>
      col.references('order_documents.id').onDelete('set null'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('mail_service_provider', 'text', (col) => col.notNull())
    .addColumn('remainder_mail', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('create_ts', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_history_order').on('mail_history').column('order_id').execute();

  await db.schema
    .createTable('download_history')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('create_ts', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('timezone', 'text', (col) => col.notNull())
    .addColumn('browser', 'text', (col) => col.notNull())
    .addColumn('os', 'text', (col) => col.notNull())
    .addColumn('file1', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('download_history_order')
    .on('download_history')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('remarks')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('us_date', 'text', (col) => col.notNull())
    .addColumn('us_time', 'text', (col) => col.notNull())
    .addColumn('remark_name', 'text', (col) => col.notNull())
    .addColumn('remark', 'text', (col) => col.notNull())
    .addColumn('whatsapp', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('telephone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status_refund', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('voided', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('chargeback', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('report_error', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('remarks_order').on('remarks').column('order_id').execute();

  await db.schema
    .createTable('payment_gateways')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('gateway_name', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_secondary_domain', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_gateways',
    'remarks',
    'download_history',
    'mail_history',
    'order_documents',
    'orders',
    'staff',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
