import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { signedInStaff } from '../../plugins/authGuard';
import { success } from '../../lib/envelope';
import { revokeSessions } from '../../security/sessions';
import { defineRoute } from '../defineRoute';

/** Revokes the session on the server too: every token of the member stops working. */
export default function logout(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.logout, {
    handler: async (request) => {
      await revokeSessions(app.db, signedInStaff(request).id);
      return success('You have been signed out.', null);
    },
  });
}
