import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';

export default function teamMemberList(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.teamMemberList, {
    schema: { querystring: Type.Object({}) },
    handler: async () => success('Team members.', await app.repositories.team.listActive()),
  });
}
