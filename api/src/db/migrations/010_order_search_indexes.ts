import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Indexes for the queue search: case-insensitive prefix matches (`LIKE 'abc%'`) on names,
 * e-mail and phone. SQLite uses an index for such a LIKE only when the index has NOCASE
 * collation, so each column gets one; the search ORs them into a multi-index lookup.
 *
 * PostgreSQL's LIKE is case-sensitive: there the search compares the column folded as
 * SQLite's LIKE folds it (ASCII letters only, asciiFolded), and these indexes hold that
 * folded text with text_pattern_ops, which answers a prefix LIKE with a range scan.
 */
export const SEARCH_COLUMNS = ['given_names', 'family_name', 'email', 'mobile_phone'] as const;

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PostgreSQL: `column` with A–Z lowered and every other character kept, as SQLite's LIKE compares. */
export function asciiFolded(column: string): string {
  return `translate(${column}, '${UPPER}', '${UPPER.toLowerCase()}')`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SEARCH_COLUMNS) {
    const name = `orders_${column}_nocase`;
    if (isPostgres(db)) {
      await sql
        .raw(`create index ${name} on orders (${asciiFolded(column)} text_pattern_ops)`)
        .execute(db);
    } else {
      await db.schema
        .createIndex(name)
        .on('orders')
        .expression(sql`${sql.ref(column)} collate nocase`)
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of SEARCH_COLUMNS) {
    await db.schema.dropIndex(`orders_${column}_nocase`).execute();
  }
}
