import { sql, type Kysely } from 'kysely';

/**
 * Optimistic-locking counters for team members and payment gateways, as orders have: a
 * change names the version it was based on and is refused when the row has moved on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff add column version integer not null default 1`.execute(db);
  await sql`alter table payment_gateways add column version integer not null default 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_gateways drop column version`.execute(db);
  await sql`alter table staff drop column version`.execute(db);
}
