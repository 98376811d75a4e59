import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres, type Dialect } from '../db/database';
import { runAlone } from '../db/jobLock';
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
  let removed = 0;
  let batch: string[] = [];
  for await (const stored of store.list()) {
    if (!oldEnough(stored.modifiedAt)) continue;
    batch.push(stored.name);
    if (batch.length === SWEEP_BATCH) {
      removed += await removeUnrecorded(db, store, batch);
      batch = [];
    }
  }
  return removed + (await removeUnrecorded(db, store, batch));
}

/**
 * Whether the start-up sweep waits until the server listens. With no minimum age it removes
 * every orphan, an upload in flight's document too, so it runs before the first request.
 * With one, this instance's uploads in flight are younger than it, as other instances' are,
 * so it runs once the server listens: at ten million orders it read 5.2 million documents
 * for about six minutes, which a starting instance must not wait through (docs/benchmarks.md).
 */
export const sweepsAfterListening = (minAgeMs: number): boolean => minAgeMs > 0;

/**
 * The start-up sweep as a job of its own (db/jobLock): instances started together (a
 * release rolls them all) would otherwise each read the whole store, for minutes at ten
 * million orders. The one that takes the job removes every orphan old enough for any of them.
 */
export const SWEEP_JOB = 'sweep of documents left by interrupted uploads';

/** Logged by an instance that leaves the sweep to the one already making it. */
export const MESSAGE_SWEEP_LEFT =
  'another instance is sweeping documents left by interrupted uploads; this one leaves it to them';

/**
 * Logged by an instance on PostgreSQL told to sweep with no minimum age (the bench, the crash
 * test, an install of one instance): safe only while no other instance is mid-upload.
 */
export const MESSAGE_SWEEP_ALL_SHARED =
  "ORPHAN_MIN_AGE is 0 on PostgreSQL: every document no row names is removed, even one another instance's upload is about to commit; run this instance alone";

/** The start-up sweep, its count of removed documents logged. */
export async function sweepOrphanedDocuments(
  app: FastifyInstance,
  minAgeMs: number,
): Promise<void> {
  if (minAgeMs === 0 && isPostgres(app.db)) app.log.warn(MESSAGE_SWEEP_ALL_SHARED);
  let orphans = 0;
  const swept = await runAlone(app.db, SWEEP_JOB, async () => {
    orphans = await removeOrphanedDocuments(app.db, app.documents, { minAgeMs });
  });
  if (!swept) app.log.info(MESSAGE_SWEEP_LEFT);
  if (orphans > 0) app.log.warn(`removed ${orphans} documents left by an interrupted upload`);
}

/** Logged when a sweep after listening fails (the database or the store out of reach). */
export const MESSAGE_SWEEP_FAILED =
  'the sweep of documents left by interrupted uploads failed; the next start sweeps again';

/**
 * The sweep once the server listens, beside the requests: a failure is logged, never thrown,
 * since the server serves without it; one cut short by a shutdown (the database closed under
 * it) is no failure.
 */
export function sweepBesideRequests(app: FastifyInstance, minAgeMs: number): void {
  sweepOrphanedDocuments(app, minAgeMs).catch((error: unknown) => {
    if (!app.lifecycle.draining) app.log.error({ err: error }, MESSAGE_SWEEP_FAILED);
  });
}

/**
 * Documents are checked a batch at a time against the rows of their orders only: a million
 * orders' document rows read at once held hundreds of megabytes at start (docs/benchmarks.md).
 */
const SWEEP_BATCH = 500;

/** A stored document's name is `<order id>_<file name>`; anything else no row names. */
const STORED_NAME = /^(\d+)_(.+)$/;

async function removeUnrecorded(
  db: Kysely<Database>,
  store: DocumentStore,
  names: string[],
): Promise<number> {
  const orderIds = [
    ...new Set(names.flatMap((name) => STORED_NAME.exec(name)?.[1] ?? []).map(Number)),
  ];
  const rows =
    orderIds.length === 0
      ? []
      : await db
          .selectFrom('order_documents')
          .select(['order_id', 'file1'])
          .where('order_id', 'in', orderIds)
          .execute();
  const recorded = new Set(rows.map((row) => `${row.order_id}_${row.file1}`));
  const orphans = names.filter((name) => !recorded.has(name));
  for (const name of orphans) await store.removeName(name);
  return orphans.length;
}
