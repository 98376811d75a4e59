import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@portal/shared/api/apiRoutes';
import { FRONT_ROUTES } from '@portal/shared/api/frontRoutes';
import { TRACK_FORM_PATH } from '@portal/shared/remotes/customerScreens';
import type { AppConfig } from '../config';
import { isPostgres } from '../db/database';
import { ApiError } from '../lib/apiError';
import { sharedRateLimitStore } from './sharedRateLimitStore';

export interface FrontRateLimitOptions {
  limit: AppConfig['frontRateLimit'];
}

/** The customer calls: public, so each is limited per client to slow down guessing. */
export const FRONT_PREFIX = `${API_BASE}/front/`;

/** The call a route is counted as, and when: before its body is read, unless named. */
interface Counted {
  method: string;
  url: string;
  hook?: 'preHandler';
}

/**
 * Routes outside FRONT_PREFIX limited as one of its calls: the track form sent without
 * JavaScript, with the track call's limit, on the same counter where counters are shared
 * (PostgreSQL; in memory each route keeps its own). It is counted once its short form is
 * read (4 KB at most), so a refusal past the limit, or by an outage of the shared counter,
 * still keeps the Order ID typed (customer/trackForm.ts).
 */
const COUNTED_AS: ReadonlyMap<string, Counted> = new Map([
  [
    `POST ${TRACK_FORM_PATH}`,
    {
      method: FRONT_ROUTES.trackOrder.method,
      url: `${API_BASE}${FRONT_ROUTES.trackOrder.path}`,
      hook: 'preHandler',
    },
  ],
]);

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds <= 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many requests. Please wait ${wait} and try again.`;
}

/**
 * Limits every /front call per client IP and per call (each has its own counter). Staff
 * calls are not limited here. On PostgreSQL the counters live in the database, so one
 * client has one budget across every instance; SQLite (one instance) keeps them in memory. Register it before the routes: it marks them as they are
 * added. A refused call is the usual envelope with status 429 and a Retry-After header.
 */
async function frontRateLimit(app: FastifyInstance, { limit }: FrontRateLimitOptions) {
  // Runs before the rate-limit plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const counted: Counted | undefined = route.url.startsWith(FRONT_PREFIX)
      ? { method: String(route.method), url: route.url }
      : COUNTED_AS.get(`${String(route.method)} ${route.url}`);
    if (!counted) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        // Tells the call's counter apart in a shared store (the memory store has one per call).
        groupId: ` ${counted.method} ${counted.url}`,
        ...(counted.hook && { hook: counted.hook }),
      },
    };
  });
  await app.register(rateLimit, {
    global: false,
    ...(isPostgres(app.db) && {
      store: sharedRateLimitStore(app.db, (error) =>
        app.log.warn({ err: error }, 'rate limit: removing ended windows failed'),
      ),
    }),
    errorResponseBuilder: (_request, context) =>
      new ApiError(context.statusCode, tooManyRequestsMessage(Math.ceil(context.ttl / 1000))),
  });
}

export default fp(frontRateLimit, { name: 'front-rate-limit' });
