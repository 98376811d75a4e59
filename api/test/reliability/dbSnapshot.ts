import { createHash } from 'node:crypto';
import type { TestSql } from '../helpers/testDatabase';

const TABLE_NAMES = {
  sqlite: `select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' order by name`,
  postgres: `select table_name as name from information_schema.tables
    where table_schema = current_schema() order by table_name`,
};

/**
 * Row count and content hash of every table, to prove that a run changed nothing it should
 * not have. `ignore` names tables a refused request may still write (e.g. sign-in failures).
 */
export function snapshotTables(
  sql: TestSql,
  ignore: readonly string[] = [],
): Record<string, { rows: number; sha256: string }> {
  const tables = sql.prepare(TABLE_NAMES[sql.dialect]).pluck().all() as string[];
  const snapshot: Record<string, { rows: number; sha256: string }> = {};
  for (const table of tables.filter((name) => !ignore.includes(name))) {
    const hash = createHash('sha256');
    // Sorted in JS: WITHOUT ROWID tables have no rowid to order by.
    const rows = sql
      .prepare(`select * from "${table}"`)
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

/**
 * SQLite's check of its file ('ok' when sound). PostgreSQL keeps no file of ours to check
 * (its pages are its own, checksummed by the server), so there it answers 'ok'.
 */
export function integrityCheck(sql: TestSql): string {
  if (sql.dialect === 'postgres') return 'ok';
  return sql.prepare('pragma integrity_check').pluck().get() as string;
}
