import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ApiError } from '../lib/apiError';
import { MemberSlots } from '../security/memberSlots';
import { tooManyRequestsMessage } from './frontRateLimit';

export interface MemberConcurrencyOptions {
  /** Staff calls one member may have under way at once on this instance; more get 429. */
  perMember: number;
}

/** A refused call may be sent again this soon: the calls under way take milliseconds. */
export const RETRY_AFTER_SECONDS = 1;

export const MESSAGE_TOO_MANY_CALLS = tooManyRequestsMessage(RETRY_AFTER_SECONDS);

/**
 * Long-lived by design, with a limit of their own: the live-update stream
 * (MAX_STREAMS_PER_MEMBER) stays open as long as a queue page does.
 */
const UNCOUNTED = [API_ROUTES.liveUpdates].map(
  (route) => `${route.method} ${API_BASE}${route.path}`,
);

/**
 * Limits the staff calls each signed-in member has under way at once (docs/reliability.md,
 * "Bounded work per call"): one member's script or stuck tab cannot take the whole server,
 * whatever their role. A call beyond the limit is answered 429 with Retry-After before its
 * handler runs. The slot is held for the handler's whole work and given back when it ends,
 * however it ends (an answer, an error, or a client that went away while it ran): the
 * handler is wrapped, so no hook that might not fire can leak one. Per instance: each
 * instance counts its own calls. Register before the routes: it wraps them as they are added.
 */
async function memberConcurrency(
  app: FastifyInstance,
  { perMember }: MemberConcurrencyOptions,
): Promise<void> {
  const slots = new MemberSlots(perMember);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined || access === 'public') return;
    for (const method of [route.method].flat()) {
      if (UNCOUNTED.includes(`${method} ${route.url}`)) return;
    }
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function countedHandler(request, reply) {
      // The deploy token's calls are no member's: a pipeline is not counted.
      const memberId = request.staff?.id;
      if (memberId === undefined) return handler.call(this, request, reply);
      if (!slots.take(memberId)) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new ApiError(429, MESSAGE_TOO_MANY_CALLS);
      }
      try {
        return await handler.call(this, request, reply);
      } finally {
        slots.giveBack(memberId);
      }
    };
  });
}

export default fp(memberConcurrency, { name: 'member-concurrency', dependencies: ['auth-guard'] });
