import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/** The PostgreSQL channel told of every commit that wrote audit entries (live/auditFeed). */
export const AUDIT_CHANNEL = 'portal_audit';

/**
 * State that several instances on one database share (docs/architecture.md, "Several
 * instances"). The customer rate limit's counters: one row per client and call, its hits
 * in the window that ends at `resets_at` (epoch milliseconds). On PostgreSQL, a commit that
 * wrote audit entries notifies AUDIT_CHANNEL: NOTIFY is delivered at commit, so every
 * instance's live updates hear of a change as soon as it is visible, whichever instance
 * made it. One notification per statement, with one payload, so a transaction's
 * notifications fold into one; SQLite serves one instance and needs none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('front_rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('resets_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('front_rate_limits_resets_at')
    .on('front_rate_limits')
    .column('resets_at')
    .execute();
  if (!isPostgres(db)) return;
  await sql
    .raw(
      `create function audit_log_notify() returns trigger language plpgsql as $body$
      begin perform pg_notify('${AUDIT_CHANNEL}', ''); return null; end $body$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger audit_log_notify after insert on audit_log
      for each statement execute function audit_log_notify()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql.raw('drop function audit_log_notify() cascade').execute(db);
  await db.schema.dropTable('front_rate_limits').execute();
}
