import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/database';
import type { FolderFilter, ListPosition } from './orderRepository';

/** Rows between two remembered positions of a folder: a pager jump walks fewer than this. */
export const ANCHOR_SPACING = 100;
/** Folders remembered at once (every member's My Orders is a folder of its own). */
const MAX_FOLDERS = 64;

/** A remembered position of a folder: where its `index`-th anchor is, at `version`. */
export interface KnownAnchor {
  version: string;
  index: number;
  position: ListPosition;
}

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

  /** The known position of `filter` nearest at or below anchor `index`, if any. */
  nearest(filter: FolderFilter, index: number): KnownAnchor | null {
    const anchors = this.folders.get(folderKey(filter));
    if (this.version === null || !anchors) return null;
    for (let from = index; from > 0; from -= 1) {
      const position = anchors.get(from);
      if (position) return { version: this.version, index: from, position };
    }
    return null;
  }

  /** The version a statement saw: a newer one forgets every folder's positions. */
  seen(version: string): void {
    if (version === this.version) return;
    this.folders.clear();
    this.version = version;
  }

  /** Remembers `position` as anchor `index` of `filter`, learnt at `version`. */
  remember(version: string, filter: FolderFilter, index: number, position: ListPosition): void {
    this.seen(version);
    const key = folderKey(filter);
    let anchors = this.folders.get(key);
    if (!anchors) {
      const oldest = this.folders.keys().next();
      if (this.folders.size >= MAX_FOLDERS && !oldest.done) this.folders.delete(oldest.value);
      anchors = new Map();
      this.folders.set(key, anchors);
    }
    anchors.set(index, position);
  }
}

function folderKey(filter: FolderFilter): string {
  return `${filter.assignee ?? ''}\u0000${filter.statuses.join('\u0000')}`;
}

/**
 * The version of the orders as the statement reading it sees them: the newest audit id, or
 * null while it cannot be trusted. Read in the page's own statement, it is the version of
 * exactly the rows that statement reads. SQLite commits one writer at a time, in id order.
 * PostgreSQL takes ids before commit, so while a writer is in flight an entry with a lower
 * id than the newest may still commit: no session of this database (the instances share
 * its role) may hold a transaction id.
 */
export function changeVersion(dialect: Dialect): RawBuilder<number | null> {
  const newest = sql<number>`coalesce((select max(id) from audit_log), 0)`;
  if (dialect === 'sqlite') return newest;
  return sql<number | null>`case when exists (select from pg_stat_activity
      where datname = current_database() and backend_xid is not null)
    then null else ${newest} end`;
}
