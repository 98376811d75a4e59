import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { signedInStaff } from '../../plugins/authGuard';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';

export default function userInfo(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.userInfo, {
    handler: async (request) => success('Signed in.', signedInStaff(request)),
  });
}
