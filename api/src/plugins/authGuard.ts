import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, DEPLOY_TOKEN, type Access } from '@portal/shared/api/apiRoutes';
import type { SessionUser } from '@portal/shared/entities/staff';
import {
  ApiError,
  MESSAGE_FORBIDDEN,
  MESSAGE_SESSION_EXPIRED,
  MESSAGE_SIGN_IN,
} from '../lib/apiError';
import { tokenFromHeader, verifyToken } from '../lib/tokens';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from the shared route table; every /api route must have it. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in staff member on guarded routes, null on public ones. */
    staff: SessionUser | null;
    /** On guarded routes: what the verified session token says beyond the member. */
    staffSession: StaffSession | null;
    /** The request carries the deploy token (and so no staff member). */
    deployToken: boolean;
  }
}

export interface StaffSession {
  /** The token_version the token was issued under (equal to the row's when checked). */
  tokenVersion: number;
  /** Unix seconds of the sign-in the session comes from. */
  authTime: number;
}

export interface AuthGuardOptions {
  config: Pick<AppConfig, 'jwtSecret' | 'deployToken'>;
}

/**
 * Enforces each route's `access` before anything else runs: a valid token whose staff
 * row still exists, is not deleted and has the token's token_version (401 otherwise),
 * and one of the listed roles (403 otherwise). Name and role come from the row, so a
 * change to either applies at once.
 */
async function authGuard(app: FastifyInstance, { config }: AuthGuardOptions): Promise<void> {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);
  app.decorateRequest('deployToken', false);

  // Deny by default: an API route that does not come from the shared table (and so has no
  // `access`) stops the server at start instead of being served unguarded.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (url.startsWith(`${API_BASE}/`) && route.config?.access === undefined) {
      throw new Error(`API route ${String(route.method)} ${url} has no access rule.`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    if (isDeployToken(request, config.deployToken)) {
      // A pipeline credential: only the routes that list it, never a staff call.
      if (access === 'staff' || !access.includes(DEPLOY_TOKEN)) {
        throw new ApiError(403, MESSAGE_FORBIDDEN);
      }
      request.deployToken = true;
      return;
    }
    const { staff, session } = await authenticate(app, request, config.jwtSecret);
    if (access !== 'staff' && !access.includes(staff.type)) {
      throw new ApiError(403, MESSAGE_FORBIDDEN);
    }
    request.staff = staff;
    request.staffSession = session;
  });
}

function isDeployToken(request: FastifyRequest, deployToken: string | null): boolean {
  const token = tokenFromHeader(request.headers.authorization);
  if (!deployToken || !token) return false;
  const given = Buffer.from(token);
  const expected = Buffer.from(deployToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  secret: string,
): Promise<{ staff: SessionUser; session: StaffSession }> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new ApiError(401, MESSAGE_SIGN_IN);
  const payload = verifyToken(token, secret);
  const row = payload ? await app.repositories.staff.findActiveById(payload.user.id) : undefined;
  if (!payload || !row || row.token_version !== payload.tv) {
    throw new ApiError(401, MESSAGE_SESSION_EXPIRED);
  }
  return {
    staff: { id: row.id, name: row.name, email: row.email, type: row.type },
    session: { tokenVersion: payload.tv, authTime: payload.authTime },
  };
}

/** Who made a change, for its audit entry: the signed-in member or the deploy token. */
export function changeActor(request: FastifyRequest): { id: number | null; name: string } {
  return request.deployToken ? { id: null, name: DEPLOY_TOKEN } : signedInStaff(request);
}

/** The signed-in member of a guarded route's request. */
export function signedInStaff(request: FastifyRequest): SessionUser {
  if (!request.staff) throw new ApiError(401, MESSAGE_SIGN_IN);
  return request.staff;
}

export default fp(authGuard, { name: 'auth-guard', dependencies: ['database'] });
