import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { manageableMemberTypes } from '@portal/shared/roles/roleRules';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { defineRoute } from '../defineRoute';

/** The types the signed-in member may give: a Manager is not offered Admin. */
export default function teamMemberTypes(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.teamMemberTypes, {
    handler: async (request) =>
      success('Team member types.', [...manageableMemberTypes(signedInStaff(request).type)]),
  });
}
