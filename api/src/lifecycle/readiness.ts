import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** A dependency slower than this counts as down: a load balancer's probe must not hang. */
export const READY_CHECK_TIMEOUT_MS = 2000;

export const MESSAGE_DRAINING =
  'This instance is shutting down; the load balancer sends requests to the others.';
export const MESSAGE_DATABASE_DOWN = 'The database does not answer.';
export const MESSAGE_STORAGE_DOWN = 'The document storage does not answer.';
export const MESSAGE_DATA_FOLDER_FULL = 'The data folder cannot take writes (full or read-only).';

/**
 * Why the instance cannot serve now, or null when it can: it is not stopping, its
 * database and document storage answer, and its data folder takes writes (`dataFolder`,
 * a dataFolderProbe: a full disk sends the balancer's writes to other instances). The
 * reason a dependency failed is logged, not answered: the route is public.
 */
export async function readinessProblem(
  app: FastifyInstance,
  dataFolder: () => Promise<void>,
): Promise<string | null> {
  if (app.lifecycle.draining) return MESSAGE_DRAINING;
  const checks: Array<[string, () => Promise<unknown>]> = [
    [MESSAGE_DATABASE_DOWN, () => sql`select 1`.execute(app.db)],
    [MESSAGE_STORAGE_DOWN, () => app.documents.check()],
    [MESSAGE_DATA_FOLDER_FULL, dataFolder],
  ];
  const problems = await Promise.all(
    checks.map(async ([message, check]) => {
      try {
        await withinTimeout(check());
        return null;
      } catch (error) {
        app.log.warn({ err: error }, `not ready: ${message}`);
        return message;
      }
    }),
  );
  return problems.find((problem) => problem !== null) ?? null;
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`)),
      READY_CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
