import { sql, type Kysely } from 'kysely';
import { memberNameKey } from '../../lib/memberNameKey';

/**
 * Member names are unique among current members by the key they are compared by (NFKC, case
 * folded, white space collapsed: lib/memberNameKey), so `Alice\u00a0Admin` cannot stand beside
 * `Alice Admin`. The key is stored and a unique index over current members holds it, so of two
 * concurrent adds only one can win, on SQLite and PostgreSQL alike. The key is computed here,
 * in JavaScript, as the server computes it: the databases' own normalisation would differ.
 * A current member whose name already looks like an earlier current member's is left without
 * a key (NULL, which the index lets through) until renamed: the migration never fails on the
 * data it finds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff add column name_key text`.execute(db);
  const { rows } = await sql<{ id: number; name: string; deleted_at: string | null }>`
    select id, name, deleted_at from staff order by id`.execute(db);
  const current = new Set<string>();
  for (const row of rows) {
    const key = memberNameKey(row.name);
    if (row.deleted_at === null) {
      if (current.has(key)) continue;
      current.add(key);
    }
    await sql`update staff set name_key = ${key} where id = ${row.id}`.execute(db);
  }
  await sql`create unique index staff_name_key_active on staff (name_key)
    where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index staff_name_key_active`.execute(db);
  await sql`alter table staff drop column name_key`.execute(db);
}
