import type { Kysely } from 'kysely';

/**
 * The id of the request that made an entry (X-Request-Id, docs/deployment.md#following-one-request),
 * so an entry leads to the request's lines in the instances' logs and nginx's. Null for
 * entries made outside a request (create-admin) and for those written before this column.
 * Adding a nullable column changes no entry: the log stays append-only, and instances still
 * on the previous release go on writing entries without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('request_id').execute();
}
