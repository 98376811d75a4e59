import { sql, type Kysely } from 'kysely';

/** At most one active payment gateway per domain, enforced by the database itself. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index payment_gateways_one_active
    on payment_gateways (is_secondary_domain) where is_active = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_gateways_one_active`.execute(db);
}
