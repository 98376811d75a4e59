import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database } from '../db/schema';
import type { FolderFilter, ListPosition } from './orderRepository';

/** Rows between two remembered positions of a folder: a pager jump walks fewer than this. */
export const ANCHOR_SPACING = 100;
/** Folders remembered at once (every member's My Orders is a folder of its own). */
const MAX_FOLDERS = 64;

/**
 * Where a pager jump may start instead of walking an OFFSET from the first row
 * (docs/benchmarks.md, "Deep pages"): for each folder, the position of the last row before
 * every ANCHOR_SPACING-th one, learnt from the jumps that walked there. A position holds
 * only while no order changes, and every change appends to audit_log in its transaction
 * (docs/architecture.md, "Changes, mails and live updates"), so the newest audit id is the
 * version of them all: a newer one forgets every folder's positions.
 */
export class PageAnchors {
  private version: string | null = null;
  private readonly folders = new Map<string, Map<number, ListPosition>>();

  /** The positions known for `filter` at `version` (empty after any change). */
  of(version: string, filter: FolderFilter): Map<number, ListPosition> {
    if (version !== this.version) {
      this.folders.clear();
      this.version = version;
    }
    const key = `${filter.assignee ?? ''}\u0000${filter.statuses.join('\u0000')}`;
    let anchors = this.folders.get(key);
    if (!anchors) {
      const oldest = this.folders.keys().next();
      if (this.folders.size >= MAX_FOLDERS && !oldest.done) this.folders.delete(oldest.value);
      anchors = new Map();
      this.folders.set(key, anchors);
    }
    return anchors;
  }
}

/**
 * The version of the orders as this statement sees them: the newest audit id, or null
 * while it cannot be trusted. SQLite commits one writer at a time, in id order. PostgreSQL
 * takes ids before commit, so while a writer is in flight an entry with a lower id than the
 * newest may still commit: no session of this database (the instances share its role) may
 * hold a transaction id.
 */
export async function changeVersion(db: Kysely<Database>): Promise<string | null> {
  if (dialectOf(db) === 'sqlite') {
    const row = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return String(row?.id ?? 0);
  }
  const { rows } = await sql<{ id: number | null; writing: boolean }>`
    select (select max(id) from audit_log) as id,
      exists (select from pg_stat_activity
        where datname = current_database() and backend_xid is not null) as writing`.execute(db);
  const row = rows[0];
  return row && !row.writing ? String(row.id ?? 0) : null;
}
