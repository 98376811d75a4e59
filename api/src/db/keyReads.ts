import type { KyselyPlugin, RootOperationNode } from 'kysely';

/**
 * Reads by key of a few rows in small tables, whatever the number of orders: the auth
 * guard's read of the member's row on every request, the folder counts (a row per status at
 * most). Never a read whose rows grow with the orders or their histories. SQLite answers
 * them on the event loop's own thread instead of a reader thread (docs/architecture.md,
 * "SQLite reads off the event loop"): the read takes microseconds, less than the hop to a
 * thread and back, and it is never queued behind a long read under way there. PostgreSQL
 * sends them like any other statement.
 */
const keyReads = new WeakSet<RootOperationNode>();

/** Marks each query built with it (`db.withPlugin(KEY_READ)`) as a read by key. */
export const KEY_READ: KyselyPlugin = {
  transformQuery({ node }) {
    keyReads.add(node);
    return node;
  },
  transformResult: ({ result }) => Promise.resolve(result),
};

/** Whether the compiled query `node` was built as a read by key. */
export function isKeyRead(node: RootOperationNode): boolean {
  return keyReads.has(node);
}
