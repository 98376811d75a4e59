import type { Kysely } from 'kysely';
import { isPostgres, jobLockSession } from './database';

/** The jobs running on this process, by database: its one lock session counts as one holder. */
const runningHere = new WeakMap<object, Set<string>>();

/**
 * Runs the periodic job `name` unless another run of it, on this instance or another sharing
 * the database, is running now, and answers whether it ran (docs/architecture.md, "Several
 * instances"). On PostgreSQL an advisory lock on the job's name is held for the run by the
 * instance's job lock session, a connection beside the pool (jobLockSession), so a job of
 * minutes keeps no connection from requests; the server releases the lock if the instance
 * dies. SQLite serves one instance: only this instance's own runs are told apart.
 */
export async function runAlone<DB>(
  db: Kysely<DB>,
  name: string,
  job: () => Promise<void>,
): Promise<boolean> {
  // Told apart here, not by the lock: a session may take an advisory lock it already holds.
  const running = runningHere.get(db) ?? new Set<string>();
  runningHere.set(db, running);
  if (running.has(name)) return false;
  running.add(name);
  try {
    if (!isPostgres(db)) {
      await job();
      return true;
    }
    return await runLocked(db, name, job);
  } finally {
    running.delete(name);
  }
}

/** Runs `job` holding the advisory lock on `name`, unless another session holds it. */
async function runLocked<DB>(
  db: Kysely<DB>,
  name: string,
  job: () => Promise<void>,
): Promise<boolean> {
  const session = jobLockSession(db);
  if (!session) throw new Error('runAlone needs a database made by createDatabase.');
  const { rows } = await session.query<{ locked: boolean }>(
    'select pg_try_advisory_lock(hashtext($1)) as locked',
    [name],
  );
  if (!rows[0]?.locked) return false;
  try {
    await job();
    return true;
  } finally {
    await session.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}
