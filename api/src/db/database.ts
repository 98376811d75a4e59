import { existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import { ensurePrivateFile, makePrivateFolder } from '../storage/privateFiles';
import type { Database } from './schema';

/**
 * Read path sizing. SQLite's default 2 MiB page cache is tiny beside a million orders (the
 * file is about 5 GB); mapping the file lets index walks read pages in place instead of
 * copying each one through read(). Writes still go through the WAL with fsync, so
 * durability is unchanged; the mapping only spends address space and the OS page cache.
 */
const PAGE_CACHE_KIB = 64 * 1024;
const MMAP_BYTES = 2 ** 31;

/** SQLite's name for a database that lives in memory only (no file, nothing to protect). */
const IN_MEMORY = ':memory:';

/**
 * The one place that knows the database is SQLite; everything else goes through Kysely,
 * so another dialect (PostgreSQL) only needs another branch here.
 */
export function createDatabase(file: string): Kysely<Database> {
  if (file !== IN_MEMORY) {
    makePrivateFolder(path.dirname(file));
    ensurePrivateFile(file);
    // SQLite gives new -wal and -shm files the main file's permissions; older ones are fixed here.
    for (const sidecar of [`${file}-wal`, `${file}-shm`]) {
      if (existsSync(sidecar)) ensurePrivateFile(sidecar);
    }
  }
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers run while a write is in progress; FULL makes every commit durable.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  return new Kysely<Database>({ dialect: new SqliteDialectKeepingCause(sqlite) });
}

/**
 * On some errors (SQLITE_FULL, SQLITE_IOERR) SQLite has already rolled the transaction back;
 * Kysely's own ROLLBACK would then fail with 'cannot rollback - no transaction is active',
 * and that error would replace the real one in the log. Only what is still open is rolled back.
 */
class SqliteDialectKeepingCause extends SqliteDialect {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}
