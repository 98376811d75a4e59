import type { FastifyBaseLogger } from 'fastify';

/** What SQLite's result codes mean for the people reading the log. */
const STORAGE_PROBLEMS: ReadonlyArray<[code: string, problem: string]> = [
  ['SQLITE_FULL', 'disk full'],
  ['SQLITE_IOERR', 'disk read or write failed'],
  ['SQLITE_READONLY', 'database file is read-only'],
  ['SQLITE_CANTOPEN', 'database file cannot be opened'],
  ['SQLITE_CORRUPT', 'database file is corrupt'],
  ['SQLITE_NOTADB', 'database file is not a database'],
];

export const MESSAGE_STORAGE_UNAVAILABLE =
  'The server cannot save data right now. Please try again later.';

/** The storage problem an error stands for (by its SQLite code), or null for any other error. */
export function storageProblem(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  const found = STORAGE_PROBLEMS.find(
    ([prefix]) => code === prefix || code.startsWith(`${prefix}_`),
  );
  return found ? found[1] : null;
}

/** Logs a storage error as what it is, e.g. 'storage error: disk full (SQLITE_FULL)'. */
export function logStorageError(log: FastifyBaseLogger, error: unknown, during: string): void {
  const code = String((error as { code?: unknown }).code);
  log.error(
    { err: error },
    `storage error: ${storageProblem(error) ?? 'unknown'} (${code}) ${during}`,
  );
}
