import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** The header that carries one request's id from nginx through the instance and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id from outside is taken only in this shape: nginx's `$request_id` (32 hex digits), a
 * UUID, or any other short token. Anything else (too long, spaces, quotes, new lines that
 * would forge a log line) is replaced by an id of our own.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: the proxy's id when it is well-formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request a piece of work is done for: its id and its logger (which names the id). */
export interface RequestContext {
  id: string;
  log: FastifyBaseLogger;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (a route's handler and all it awaits) on behalf of `request`. */
export function runForRequest<T>(request: RequestContext, work: () => T): T {
  return storage.run({ id: request.id, log: request.log }, work);
}

/**
 * The request the current work is done for, or undefined outside one (a mail sweep, a
 * command): the audit log and the mail dispatcher stamp their records and lines with it.
 */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
