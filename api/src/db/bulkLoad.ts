import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { copyRows } from './copyRows';
import { withoutTimeLimits } from './database';
import { rebuildDerivedTables } from './derivedTables';
import type { Database } from './schema';

/** Page cache of a bulk connection: the index builds sort in it. */
const BULK_CACHE_KIB = 512 * 1024;
/**
 * Memory-mapped reads, up to this size: each index build reads the whole table (4.5 GB at
 * a million orders), and reading through the map saves copying every page each time.
 */
const BULK_MMAP_BYTES = 64 * 1024 ** 3;

interface SchemaObject {
  type: 'index' | 'trigger';
  name: string;
  sql: string;
}

/**
 * Kysely on a connection the caller owns. Never destroyed: destroying it would close the
 * caller's connection.
 */
export function kyselyOn(sqlite: BetterSqlite3.Database): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * Runs `load` (which inserts many rows into `tables`) in one transaction, the fast way:
 * every index and trigger on those tables is dropped first, so each row costs one table
 * write instead of one per index and a trigger run; afterwards each index is built once
 * by sorting, the tables the triggers maintain are rebuilt from the data
 * (rebuildDerivedTables), and the triggers are put back exactly as they were. What is
 * dropped is read from sqlite_master, so indexes and triggers that later migrations add
 * are covered without changes here. Any failure rolls everything back: the schema is
 * never left without its indexes or triggers.
 */
export async function bulkLoad<T>(
  sqlite: BetterSqlite3.Database,
  tables: readonly string[],
  load: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const db = kyselyOn(sqlite);
  sqlite.exec('begin immediate');
  try {
    // Automatic indexes (unique and primary key constraints) have no sql and stay.
    const objects = sqlite
      .prepare<unknown[], SchemaObject>(
        `select type, name, sql from sqlite_master
          where type in ('index', 'trigger') and sql is not null
            and tbl_name in (${tables.map(() => '?').join(', ')})
          order by rowid`,
      )
      .all(...tables);
    for (const object of objects) sqlite.exec(`drop ${object.type} ${quoted(object.name)}`);
    const result = await load(db);
    for (const index of objects.filter((object) => object.type === 'index')) {
      sqlite.exec(index.sql);
    }
    await rebuildDerivedTables(db);
    for (const trigger of objects.filter((object) => object.type === 'trigger')) {
      sqlite.exec(trigger.sql);
    }
    sqlite.exec('commit');
    return result;
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec('rollback');
    throw error;
  }
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * A connection that has the database file to itself, set up for one big load: no
 * rollback journal on disk (kept in memory, so a failed load still rolls back), no
 * flushes, a large page cache and memory-mapped reads for the index builds. Only for files
 * that can be made again (the seed's): a crash or power cut during the load can leave
 * the file unusable. closeBulkConnection puts WAL back for the server.
 */
export function openBulkConnection(file: string): BetterSqlite3.Database {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('locking_mode = EXCLUSIVE');
  sqlite.pragma('journal_mode = MEMORY');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma(`cache_size = -${BULK_CACHE_KIB}`);
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma(`mmap_size = ${BULK_MMAP_BYTES}`);
  return sqlite;
}

/** Returns the file to WAL mode, which the server expects, and closes the connection. */
export function closeBulkConnection(sqlite: BetterSqlite3.Database): void {
  try {
    sqlite.pragma('journal_mode = WAL');
  } finally {
    sqlite.close();
  }
}

/** Writes rows of one table, given as COPY text (copyText), through one COPY (copyRows). */
export type CopyInto = (
  table: string,
  columns: readonly string[],
  text: Iterable<string | Uint8Array>,
) => Promise<void>;

/**
 * Session settings of a PostgreSQL bulk load, for its transaction only: memory for the
 * index builds (each sorts up to ten million keys, and the trigram index of
 * order_search_rows gathers its entries there before writing them) and a commit that does
 * not wait for the disk (a crash before it loses only the load, which can be run again).
 */
const POSTGRES_BULK_SETTINGS = {
  maintenance_work_mem: '1GB',
  synchronous_commit: 'off',
};

/**
 * PostgreSQL's bulk load, as bulkLoad does on SQLite: `load` writes its rows through COPY
 * (`copy`) in one transaction while the tables' own triggers are off and their secondary
 * indexes and foreign keys are dropped, so each row costs one heap write instead of an
 * insert into every index, a trigger run and a key lookup with a row lock on its parent.
 * Then each index is built once by sorting, each foreign key is added back and checked in
 * one pass over the table, the derived tables are rebuilt in set-based SQL
 * (rebuildDerivedTables: what the triggers would have made row by row), the identity
 * counters moved past the ids the load wrote itself, and after the commit the tables
 * vacuumed and analysed. Keys and unique constraints stay checked throughout. What is
 * dropped is read from the catalog and put back from its own definition (an index's
 * statistics targets too), so a later migration's index or key is covered without changes
 * here. A derived table among `tables` is one the load writes itself, and is not rebuilt.
 * DROP and ALTER TABLE lock the tables until commit, so run it while nothing else writes
 * (as the SQLite load).
 */
export async function bulkLoadPostgres<T>(
  db: Kysely<Database>,
  tables: readonly string[],
  load: (trx: Kysely<Database>, copy: CopyInto) => Promise<T>,
): Promise<T> {
  return withoutTimeLimits(db, async (client, pinned) => {
    const result = await pinned.transaction().execute(async (trx) => {
      for (const [name, value] of Object.entries(POSTGRES_BULK_SETTINGS)) {
        await sql`select set_config(${name}, ${value}, true)`.execute(trx);
      }
      const { rows: foreignKeys } = await sql<{ table: string; name: string; definition: string }>`
        select c.conrelid::regclass::text as table, c.conname as name,
          pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class t on t.oid = c.conrelid
        where c.contype = 'f' and t.relname in (${sql.join(tables)})
          and t.relnamespace = current_schema()::regnamespace
        order by c.oid`.execute(trx);
      // Indexes that back no constraint (keys and unique constraints stay, for the checks).
      const { rows: indexes } = await sql<{ name: string; definition: string }>`
        select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relname in (${sql.join(tables)})
          and t.relnamespace = current_schema()::regnamespace
          and not exists (select from pg_constraint c where c.conindid = i.indexrelid)
        order by i.indexrelid`.execute(trx);
      // Statistics targets set on an index's columns (migration 180's search document): not
      // part of its definition, so they are read here and set again on the rebuilt index.
      const { rows: statisticsTargets } = await sql<{
        name: string;
        column: number;
        target: number;
      }>`
        select a.attrelid::regclass::text as name, a.attnum as column, a.attstattarget as target
        from pg_attribute a
        where a.attrelid = any(${indexes.map((index) => index.name)}::text[]::regclass[])
          and a.attstattarget >= 0
        order by a.attrelid, a.attnum`.execute(trx);
      for (const key of foreignKeys) {
        await sql`alter table ${sql.raw(key.table)} drop constraint ${sql.id(key.name)}`.execute(
          trx,
        );
      }
      for (const index of indexes) await sql`drop index ${sql.raw(index.name)}`.execute(trx);
      for (const table of tables) {
        await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
      }
      const result = await load(trx, (table, columns, text) =>
        copyRows(client, table, columns, text),
      );
      for (const index of indexes) await sql.raw(index.definition).execute(trx);
      for (const { name, column, target } of statisticsTargets) {
        await sql`alter index ${sql.raw(name)} alter column ${sql.raw(String(column))}
          set statistics ${sql.raw(String(target))}`.execute(trx);
      }
      for (const key of foreignKeys) {
        await sql`alter table ${sql.raw(key.table)}
          add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(trx);
      }
      await rebuildDerivedTables(trx, tables);
      for (const table of tables) {
        await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
      }
      await resetIdentities(trx);
      return result;
    });
    // After the commit (VACUUM runs in no transaction): fresh statistics, or the planner
    // guesses at the loaded tables until autovacuum runs, and the visibility map, without
    // which no index-only scan skips a heap read per row (a deep page's OFFSET walk,
    // docs/benchmarks.md).
    await sql`vacuum (analyze) ${sql.join(tables.map((table) => sql.table(table)))}`.execute(
      pinned,
    );
    return result;
  });
}

/**
 * Moves every identity counter past the largest id in its table: rows copied or seeded
 * with their own ids leave the counter behind, and the next insert would collide.
 */
export async function resetIdentities(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where is_identity = 'YES' and table_schema = current_schema()`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
