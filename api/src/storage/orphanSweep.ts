import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { documentsDir } from './documentStorage';

/**
 * An upload writes its file, then commits its row; a crash between the two leaves a file no
 * row names, and a crash mid-write leaves a `.partial` temporary file. Run at start, before
 * the server takes requests (so no upload is in flight), this removes both and answers how
 * many files it removed.
 */
export async function removeOrphanedDocuments(
  db: Kysely<Database>,
  dataDir: string,
): Promise<number> {
  const folder = documentsDir(dataDir);
  const files = await readdir(folder).catch(() => [] as string[]);
  if (files.length === 0) return 0;
  const rows = await db.selectFrom('order_documents').select(['order_id', 'file1']).execute();
  const recorded = new Set(rows.map((row) => `${row.order_id}_${row.file1}`));
  const orphans = files.filter((file) => !recorded.has(file));
  for (const file of orphans) await rm(path.join(folder, file), { force: true });
  return orphans.length;
}
