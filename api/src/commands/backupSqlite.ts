import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { makePrivateFolder, PRIVATE_FILE } from '../storage/privateFiles';

export interface BackupResult {
  file: string;
  bytes: number;
}

/**
 * Copies the live SQLite database `source` into a new file `target` with SQLite's online
 * backup (docs/deployment.md#backup-and-restore): a consistent snapshot while the server
 * keeps writing, never a file copy, which can catch a page half written or miss the WAL. The
 * copy holds personal data: readable by the owner only. It is checked before it counts.
 */
export async function backupSqlite(source: string, target: string): Promise<BackupResult> {
  if (!existsSync(source)) throw new Error(`There is no database at ${source}.`);
  if (existsSync(target)) throw new Error(`${target} exists already; name a new file.`);
  makePrivateFolder(path.dirname(target));
  const live = new BetterSqlite3(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target);
  } finally {
    live.close();
  }
  chmodSync(target, PRIVATE_FILE);
  const copy = new BetterSqlite3(target);
  try {
    // One self-contained file: restoring it is copying it into place while the server is stopped.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new Error(`The backup ${target} failed its integrity check: ${String(check)}`);
    const pages = copy.pragma('page_count', { simple: true }) as number;
    const pageSize = copy.pragma('page_size', { simple: true }) as number;
    return { file: target, bytes: pages * pageSize };
  } finally {
    copy.close();
  }
}

/** `portal-20261125T021500Z.sqlite`: sorts by time, one per second. */
export function backupFileName(now = new Date()): string {
  return `portal-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}.sqlite`;
}
