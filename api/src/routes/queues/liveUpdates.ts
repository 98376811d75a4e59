import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { AuditWatcher } from '../../live/auditWatcher';
import { openEventStream, type EventStream } from '../../live/eventStream';
import { defineRoute } from '../defineRoute';

/** Within a second of any change, as the queues promise; one cheap query per tick. */
const POLL_INTERVAL_MS = 300;
const RETRY_MS = 2000;
export const HEARTBEAT_MS = 20_000;
const MAX_STREAM_AGE_MS = 5 * 60_000;

/**
 * Server-sent events for the staff pages: `ready` on connect and `changed` whenever any
 * change is committed (the audit log grew), each with the newest audit id. Clients reload
 * what they show. The token comes in the Authorization header like every call (the
 * clients read the stream with fetch), so the auth guard applies unchanged.
 */
export default function liveUpdates(app: FastifyInstance): void {
  const watcher = new AuditWatcher(app.db, {
    intervalMs: POLL_INTERVAL_MS,
    onError: (error) => app.log.warn({ err: error }, 'live updates: audit poll failed'),
  });
  const streams = new Set<EventStream>();

  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    watcher.stop();
    for (const stream of streams) stream.close();
  });

  defineRoute(app, API_ROUTES.liveUpdates, {
    schema: { querystring: Type.Object({}) },
    handler: async (_request, reply) => {
      const lastId = await watcher.latestId();
      const stream = openEventStream(reply, {
        retryMs: RETRY_MS,
        heartbeatMs: HEARTBEAT_MS,
        maxAgeMs: MAX_STREAM_AGE_MS,
        // The 'close' event comes after this handler has run, so unsubscribe is set by then.
        onClose: () => {
          unsubscribe();
          streams.delete(stream);
        },
      });
      streams.add(stream);
      stream.send('ready', { lastId });
      const unsubscribe = watcher.subscribe(
        (newest) => stream.send('changed', { lastId: newest }),
        lastId,
      );
      return reply;
    },
  });
}
