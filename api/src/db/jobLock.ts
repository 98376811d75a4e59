import { sql, type Kysely } from 'kysely';
import { isPostgres } from './database';

/**
 * Runs the periodic job `name` unless another instance sharing the database is running it
 * now, and answers whether it ran (docs/architecture.md, "Several instances"). On
 * PostgreSQL an advisory lock on the job's name is held on one connection for the run; the
 * server releases it if the instance dies. SQLite serves one instance: the job always runs.
 */
export async function runAlone<DB>(
  db: Kysely<DB>,
  name: string,
  job: () => Promise<void>,
): Promise<boolean> {
  if (!isPostgres(db)) {
    await job();
    return true;
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${name})) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await job();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
