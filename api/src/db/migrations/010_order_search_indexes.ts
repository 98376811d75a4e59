import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the queue search: case-insensitive prefix matches (`LIKE 'abc%'`) on names,
 * e-mail and phone. SQLite uses an index for such a LIKE only when the index has NOCASE
 * collation, so each column gets one; the search ORs them into a multi-index lookup.
 */
const SEARCH_COLUMNS = ['given_names', 'family_name', 'email', 'mobile_phone'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SEARCH_COLUMNS) {
    await db.schema
      .createIndex(`orders_${column}_nocase`)
      .on('orders')
      .expression(sql`${sql.ref(column)} collate nocase`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of SEARCH_COLUMNS) {
    await db.schema.dropIndex(`orders_${column}_nocase`).execute();
  }
}
