import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, CUSTOMER_SITE_ROUTES } from '@portal/shared/api/apiRoutes';
import { CUSTOMER_NOT_FOUND, CUSTOMER_SCREENS } from '@portal/shared/remotes/customerScreens';
import { REMOTES_MANIFEST_PATH } from '@portal/shared/remotes/remoteModules';
import {
  CUSTOMER_SITE_PREFIX,
  isPagePath,
  RELEASES_PREFIX,
  REMOTES_PREFIX,
  replyNotFound,
} from '../plugins/frontEnds';
import { isTrackFormPost } from '../customer/trackForm';
import { isApiPath } from '../plugins/errorEnvelope';
import { siteOf } from './sites';

/** The route URLs of the calls the customer site answers, as the server registers them. */
const CUSTOMER_CALLS = new Set(CUSTOMER_SITE_ROUTES.map((route) => `${API_BASE}${route.path}`));

/** The remotes the customer pages load, and so the only ones whose files the customer site serves. */
const CUSTOMER_REMOTES = new Set([...CUSTOMER_SCREENS, CUSTOMER_NOT_FOUND].map((s) => s.remote));

/** Where the customer pages' own files are: their entry, their remotes' builds and releases. */
const CUSTOMER_FILE_PREFIXES = [
  CUSTOMER_SITE_PREFIX,
  ...[...CUSTOMER_REMOTES].flatMap((remote) => [
    `${REMOTES_PREFIX}/${remote}/`,
    `${RELEASES_PREFIX}/${remote}/`,
  ]),
];

/** What the customer site answers: its pages, the track form, their files, the customer calls, health. */
function servedOnCustomerSite(request: FastifyRequest): boolean {
  if (CUSTOMER_CALLS.has(request.routeOptions.url ?? '')) return true;
  const urlPath = request.url.split('?')[0] ?? '/';
  if (isApiPath(urlPath)) return false;
  return (
    isTrackFormPost(request.method, urlPath) ||
    urlPath === REMOTES_MANIFEST_PATH ||
    CUSTOMER_FILE_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) ||
    isPagePath(request.method, urlPath)
  );
}

/**
 * The customer listener is the customer site and nothing more (docs/security.md, "Two
 * origins"): the staff API (sign-in, every admin call, releases) and the staff files answer
 * 404 there, in the envelope for /api paths, before the auth guard or a route sees them.
 * Register it before the auth guard: hooks run in the order they were added.
 */
async function customerSiteOnly(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (siteOf(request) === 'customer' && !servedOnCustomerSite(request)) {
      return replyNotFound(request, reply);
    }
  });
}

export default fp(customerSiteOnly, { name: 'customer-site-only' });
