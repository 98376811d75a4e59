import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ApiError } from '../../lib/apiError';
import { openAuditFeed } from '../../live/auditFeed';
import { AuditWatcher } from '../../live/auditWatcher';
import { openEventStream } from '../../live/eventStream';
import { MemberStreams } from '../../live/memberStreams';
import { signedInStaff } from '../../plugins/authGuard';
import { defineRoute } from '../defineRoute';

/** Within a second of any change, as the queues promise; one cheap query per tick. */
export const POLL_INTERVAL_MS = 300;
const RETRY_MS = 2000;
export const HEARTBEAT_MS = 20_000;
const MAX_STREAM_AGE_MS = 5 * 60_000;
/** One stream per open tab; more than this is not a person at work (docs/security.md). */
export const MAX_STREAMS_PER_MEMBER = 10;
/** A revoked session's streams end within this. */
const SESSION_CHECK_MS = 1000;

export const MESSAGE_TOO_MANY_STREAMS = `Too many live-update connections are open for your account (at most ${MAX_STREAMS_PER_MEMBER}). Close some portal tabs and try again.`;

/**
 * Server-sent events for the staff pages: `ready` on connect and `changed` whenever any
 * change is committed (the audit log grew), each with the newest audit id. Clients reload
 * what they show. The token comes in the Authorization header like every call (the
 * clients read the stream with fetch), so the auth guard applies unchanged. A member may
 * hold MAX_STREAMS_PER_MEMBER streams; revoking their session ends them.
 */
export default function liveUpdates(app: FastifyInstance): void {
  const { database } = app.config;
  const onFeedError = (error: unknown) =>
    app.log.warn({ err: error }, 'live updates: listening for commits failed');
  const watcher = new AuditWatcher(app.db, {
    intervalMs: POLL_INTERVAL_MS,
    // Instances sharing PostgreSQL hear each other's commits (docs/architecture.md).
    ...(database.dialect === 'postgres' && {
      openFeed: (onEntry: () => void) => openAuditFeed(database.url, onEntry, onFeedError),
    }),
    onError: (error) => app.log.warn({ err: error }, 'live updates: audit poll failed'),
  });
  const streams = new MemberStreams({
    maxPerMember: MAX_STREAMS_PER_MEMBER,
    checkEveryMs: SESSION_CHECK_MS,
    currentVersions: (ids) => app.repositories.staff.activeTokenVersions(ids),
    onError: (error) => app.log.warn({ err: error }, 'live updates: session check failed'),
  });

  app.metrics.countLiveStreams(() => streams.size);

  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    streams.closeAll();
    await watcher.stop();
  });

  defineRoute(app, API_ROUTES.liveUpdates, {
    handler: async (request, reply) => {
      const staffId = signedInStaff(request).id;
      const tokenVersion = request.staffSession?.tokenVersion ?? 0;
      const lastId = await watcher.latestId();
      // Counted after the await, so parallel opens cannot all pass the cap.
      if (!streams.hasRoomFor(staffId)) throw new ApiError(429, MESSAGE_TOO_MANY_STREAMS);
      const stream = openEventStream(reply, {
        retryMs: RETRY_MS,
        heartbeatMs: HEARTBEAT_MS,
        maxAgeMs: MAX_STREAM_AGE_MS,
        // The 'close' event comes after this handler has run, so unsubscribe is set by then.
        onClose: () => {
          unsubscribe();
          streams.remove(stream);
        },
      });
      streams.add(stream, { staffId, tokenVersion });
      app.metrics.liveStreamOpened();
      stream.send('ready', { lastId });
      const unsubscribe = watcher.subscribe(
        (newest) => stream.send('changed', { lastId: newest }),
        lastId,
      );
      return reply;
    },
  });
}
