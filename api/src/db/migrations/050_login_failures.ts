import { sql, type Kysely } from 'kysely';
import { autoId } from './dialect';

/**
 * Failed sign-ins, kept in the database so a restart does not lift a lockout. One row per
 * failure: the e-mail tried (lower case, whether or not it has an account) and the client IP.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addCheckConstraint('login_failures_email_lower_case', sql`email = lower(email)`)
    .execute();
  await db.schema
    .createIndex('login_failures_email')
    .on('login_failures')
    .columns(['email', 'at'])
    .execute();
  await db.schema
    .createIndex('login_failures_ip')
    .on('login_failures')
    .columns(['ip', 'at'])
    .execute();
  await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
