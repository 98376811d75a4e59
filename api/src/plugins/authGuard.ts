import { isDeepStrictEqual } from 'node:util';
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
import { tokenFromHeader, verifyToken, type TokenPayload } from '../lib/tokens';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from the shared route table; every /api route must have it. */
    access?: Access;
    /**
     * The route holds its answer until the member's row confirms the session
     * (`memberAsTokenSays`), so the row is read beside the handler's own statements instead of
     * before them. Set by defineRoute on the calls that only read and answer an envelope.
     */
    confirmsMemberLater?: true;
  }
  interface FastifyRequest {
    /** The signed-in staff member on guarded routes, null on public ones. */
    staff: SessionUser | null;
    /** On guarded routes: what the verified session token says beyond the member. */
    staffSession: StaffSession | null;
    /** The request carries the deploy token (and so no staff member). */
    deployToken: boolean;
    /**
     * On a route that confirms its member later: the member as their row has them, or the
     * 401 of a session the row no longer accepts. `staff` holds the token's word until then.
     */
    memberConfirmation: Promise<SessionUser> | null;
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
 *
 * A route that only reads (`confirmsMemberLater`) starts on the token's word while the row
 * is read beside it: one round trip fewer on PostgreSQL (docs/benchmarks.md). Nothing leaves
 * before the row agrees: defineRoute holds the answer, the error handler the failure.
 */
async function authGuard(app: FastifyInstance, { config }: AuthGuardOptions): Promise<void> {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);
  app.decorateRequest('deployToken', false);
  app.decorateRequest('memberConfirmation', null);

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
    const payload = sessionToken(request, config.jwtSecret);
    const confirmation = memberOfRow(app, payload);
    request.staffSession = { tokenVersion: payload.tv, authTime: payload.authTime };
    if (request.routeOptions.config.confirmsMemberLater && mayCall(access, payload.user)) {
      // Awaited before the answer leaves; until then a failed read must not count as unhandled.
      confirmation.catch(() => undefined);
      request.memberConfirmation = confirmation;
      request.staff = payload.user;
      return;
    }
    request.staff = callerAllowed(access, await confirmation);
  });
}

function mayCall(access: Access, staff: SessionUser): boolean {
  return access === 'staff' || access.includes(staff.type);
}

/** `staff`, if their role may make the call: 403 otherwise. */
function callerAllowed(access: Access, staff: SessionUser): SessionUser {
  if (!mayCall(access, staff)) throw new ApiError(403, MESSAGE_FORBIDDEN);
  return staff;
}

/**
 * For a request that started on its token's word: waits for the member's row. True when the
 * row names the member as the token did; false when it names them otherwise (a new name, or
 * a role changed by hand), once `request.staff` is the row's member, whose answer must be
 * made again. Throws the 401 of a session the row no longer accepts, the 403 of a role that
 * may not make the call, or the database's fault.
 */
export async function memberAsTokenSays(request: FastifyRequest): Promise<boolean> {
  const { memberConfirmation, staff } = request;
  if (!memberConfirmation) return true;
  const member = await memberConfirmation;
  if (isDeepStrictEqual(member, staff)) return true;
  request.staff = callerAllowed(request.routeOptions.config.access ?? 'staff', member);
  return false;
}

function isDeployToken(request: FastifyRequest, deployToken: string | null): boolean {
  const token = tokenFromHeader(request.headers.authorization);
  if (!deployToken || !token) return false;
  const given = Buffer.from(token);
  const expected = Buffer.from(deployToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The verified session token of the request: 401 without one, or with one that fails. */
function sessionToken(request: FastifyRequest, secret: string): TokenPayload {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new ApiError(401, MESSAGE_SIGN_IN);
  const payload = verifyToken(token, secret);
  if (!payload) throw new ApiError(401, MESSAGE_SESSION_EXPIRED);
  return payload;
}

/** The member as their row has them: 401 once the row is deleted or its token_version moved. */
async function memberOfRow(app: FastifyInstance, payload: TokenPayload): Promise<SessionUser> {
  const row = await app.repositories.staff.findActiveById(payload.user.id);
  if (!row || row.token_version !== payload.tv) throw new ApiError(401, MESSAGE_SESSION_EXPIRED);
  return { id: row.id, name: row.name, email: row.email, type: row.type };
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
