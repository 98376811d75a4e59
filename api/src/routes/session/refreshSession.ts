import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ApiError, MESSAGE_SESSION_EXPIRED } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { extendSession } from '../../security/sessions';
import { defineRoute } from '../defineRoute';

/**
 * 'Stay signed in', and the shell's refresh while the member is active: a new token for
 * the same session. It keeps the token's own token version, so a session revoked in the
 * meantime stays revoked, and its sign-in time, so SESSION_MAX_AGE still ends it.
 */
export default function refreshSession(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.refreshSession, {
    handler: async (request) => {
      const user = signedInStaff(request);
      const session = request.staffSession;
      const jwtToken = session ? extendSession(app.config, { user, ...session }) : null;
      if (!jwtToken) throw new ApiError(401, MESSAGE_SESSION_EXPIRED);
      return success('Session extended.', { jwtToken, data: user });
    },
  });
}
