import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';
import type { DocumentStore } from './documentStore';

/**
 * How old a document with no row must be before the sweep removes it, unless
 * ORPHAN_MIN_AGE says otherwise. On SQLite one
 * instance serves, and it sweeps before it takes requests: nothing is in flight, so every
 * orphan goes. On PostgreSQL other instances may be between writing a document and
 * committing its row, which a request's time limit bounds well below this.
 */
export const ORPHAN_MIN_AGE_MS: Record<Dialect, number> = { sqlite: 0, postgres: 15 * 60_000 };

/**
 * An upload writes its document, then commits its row; a crash between the two leaves a
 * document no row names, and a crash mid-write leaves a temporary `.partial` file (local
 * folder only). Run at start, this removes those older than `minAgeMs` and answers how
 * many it removed (docs/reliability.md).
 */
export async function removeOrphanedDocuments(
  db: Kysely<Database>,
  store: DocumentStore,
  options: { minAgeMs: number; now?: Date },
): Promise<number> {
  const cutoff = (options.now ?? new Date()).getTime() - options.minAgeMs;
  // No minimum age means every orphan: a file's time comes from the file system's clock,
  // which may read a millisecond ahead of this process's.
  const oldEnough = (modifiedAt: Date) => options.minAgeMs === 0 || modifiedAt.getTime() <= cutoff;
  const candidates: string[] = [];
  for await (const stored of store.list()) {
    if (oldEnough(stored.modifiedAt)) candidates.push(stored.name);
  }
  if (candidates.length === 0) return 0;
  const rows = await db.selectFrom('order_documents').select(['order_id', 'file1']).execute();
  const recorded = new Set(rows.map((row) => `${row.order_id}_${row.file1}`));
  const orphans = candidates.filter((name) => !recorded.has(name));
  for (const name of orphans) await store.removeName(name);
  return orphans.length;
}
