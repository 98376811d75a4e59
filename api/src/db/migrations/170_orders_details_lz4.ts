import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * PostgreSQL: an order's details (the application's JSON, about 2.2 KB) compressed with
 * lz4 instead of the default pglz. Compressing them with pglz was about half of what the
 * server spent writing an order: copying 300,000 orders took 8.9 s with pglz and 4.8 s with
 * lz4 (docs/benchmarks.md, "Ten million orders"), and lz4 reads back faster too, for about a
 * fifth more disk. Only values written from now on are compressed so; older ones stay pglz,
 * which PostgreSQL reads as before. A server built without lz4 keeps pglz (the setting lists
 * the methods it has). No-op on SQLite, which compresses nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db) || !(await hasLz4(db))) return;
  await sql`alter table orders alter column details set compression lz4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table orders alter column details set compression default`.execute(db);
}

async function hasLz4(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ lz4: boolean }>`
    select 'lz4' = any(enumvals) as lz4 from pg_settings
    where name = 'default_toast_compression'`.execute(db);
  return rows[0]?.lz4 === true;
}
