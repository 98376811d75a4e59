import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * Row count and content hash of every table, to prove that a run changed nothing it should
 * not have. `ignore` names tables a refused request may still write (e.g. sign-in failures).
 */
export function snapshotTables(
  sql: BetterSqlite3.Database,
  ignore: readonly string[] = [],
): Record<string, { rows: number; sha256: string }> {
  const tables = sql
    .prepare(
      `select name from sqlite_master
       where type = 'table' and name not like 'sqlite_%' order by name`,
    )
    .pluck()
    .all() as string[];
  const snapshot: Record<string, { rows: number; sha256: string }> = {};
  for (const table of tables.filter((name) => !ignore.includes(name))) {
    const hash = createHash('sha256');
    // Sorted in JS: WITHOUT ROWID tables have no rowid to order by.
    const rows = sql
      .prepare(`select * from "${table}"`)
      .raw()
      .all()
      .map((row) => JSON.stringify(row, bigintSafe))
      .sort();
    for (const row of rows) hash.update(row);
    snapshot[table] = { rows: rows.length, sha256: hash.digest('hex') };
  }
  return snapshot;
}

const bigintSafe = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;

export function integrityCheck(sql: BetterSqlite3.Database): string {
  return sql.pragma('integrity_check', { simple: true }) as string;
}
