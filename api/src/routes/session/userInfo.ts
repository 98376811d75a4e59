import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { signedInStaff } from '../../plugins/authGuard';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';

export default function userInfo(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.userInfo, {
    schema: { querystring: Type.Object({}) },
    handler: async (request) => success('Signed in.', signedInStaff(request)),
  });
}
