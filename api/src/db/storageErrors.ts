import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { MESSAGE_SERVICE_UNAVAILABLE } from '@portal/shared/api/envelope';

/**
 * The Retry-After of every 503 (docs/reliability.md, "Faults outside the process"): long
 * enough for a pool to reconnect or a failover to finish, short enough that nobody waits
 * for nothing once the fault is over.
 */
export const RETRY_AFTER_SECONDS = 5;

/** What a write the disk (SQLite file, data folder) cannot take is answered. */
export const MESSAGE_STORAGE_UNAVAILABLE =
  'The server cannot save data right now. Please try again later.';

/** A fault outside the process: what it is, for the log, and what the caller is told. */
export interface OutsideFault {
  problem: string;
  message: string;
}

/** SQLite's result codes (extended codes start with these). */
const SQLITE_PROBLEMS: ReadonlyArray<[code: string, problem: string]> = [
  ['SQLITE_FULL', 'disk full'],
  ['SQLITE_IOERR', 'disk read or write failed'],
  ['SQLITE_READONLY', 'database file is read-only'],
  ['SQLITE_CANTOPEN', 'database file cannot be opened'],
  ['SQLITE_CORRUPT', 'database file is corrupt'],
  ['SQLITE_NOTADB', 'database file is not a database'],
  ['SQLITE_BUSY', 'database file locked by another process'],
];

/** The file system's, on a document or mail write of the local store. */
const FILE_PROBLEMS: Readonly<Record<string, string>> = {
  ENOSPC: 'disk full',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'file system is read-only',
  EIO: 'disk read or write failed',
};

/** A network peer (PostgreSQL, S3) that is down, unreachable or gone mid-request. */
const NETWORK_PROBLEMS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  EPIPE: 'connection closed while writing',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EAI_AGAIN: 'host name lookup failed',
};

/** PostgreSQL's SQLSTATE codes and classes (a prefix) that a retry later can get past. */
const POSTGRES_PROBLEMS: ReadonlyArray<[prefix: string, problem: string]> = [
  ['08', 'database connection failed'],
  // 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 57P05 idle session.
  ['57P', 'database server ended the connection'],
  ['57014', 'database statement canceled or timed out'],
  // A lock waited for longer than lock_timeout: the table is held by other work.
  ['55P03', 'database lock not available in time'],
  ['53', 'database server out of resources'],
  ['58', 'database server system error'],
  ['25P03', 'database transaction idle too long'],
  ['40001', 'database serialization failure'],
  ['40P01', 'database deadlock'],
];

/**
 * pg's own errors for a connection it lost or could not get, which carry no code: the
 * server went away ('Connection terminated unexpectedly'), a connection was not made in
 * time, no pooled connection came free in time, a client that lost its connection was used.
 */
const POSTGRES_CLIENT_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect)|is not queryable$/;

/**
 * What fault outside the process `error` stands for (SQLite, PostgreSQL, the file system,
 * S3 or the network to them), or null for any other error.
 */
export function outsideFault(error: unknown): OutsideFault | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const service = (problem: string) => ({ problem, message: MESSAGE_SERVICE_UNAVAILABLE });
  const storage = (problem: string) => ({ problem, message: MESSAGE_STORAGE_UNAVAILABLE });
  if (error instanceof pg.DatabaseError) {
    const found = POSTGRES_PROBLEMS.find(([prefix]) => error.code?.startsWith(prefix));
    return found ? service(found[1]) : null;
  }
  if (typeof code === 'string') {
    const sqlite = SQLITE_PROBLEMS.find(
      ([prefix]) => code === prefix || code.startsWith(`${prefix}_`),
    );
    if (sqlite) return storage(sqlite[1]);
    if (FILE_PROBLEMS[code]) return storage(FILE_PROBLEMS[code]);
    if (NETWORK_PROBLEMS[code]) return service(NETWORK_PROBLEMS[code]);
  }
  if (typeof message === 'string' && code === undefined && POSTGRES_CLIENT_MESSAGES.test(message)) {
    return service('database connection lost');
  }
  // The AWS SDK adds $metadata to every error it throws: with no HTTP status, no answer came.
  const s3 = error as { $fault?: unknown; $metadata?: { httpStatusCode?: number } };
  if (s3.$metadata && s3.$metadata.httpStatusCode === undefined) {
    return service('document storage does not answer');
  }
  if (s3.$fault === 'server' || (s3.$metadata?.httpStatusCode ?? 0) >= 500) {
    return service('document storage failed');
  }
  return null;
}

/** Logs a fault outside the process as what it is, e.g. 'storage error: disk full (SQLITE_FULL)'. */
export function logStorageError(log: FastifyBaseLogger, error: unknown, during: string): void {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const problem = outsideFault(error)?.problem ?? 'unknown';
  log.error({ err: error }, `storage error: ${problem} (${String(code ?? message)}) ${during}`);
}
