import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { toTeamMember } from '../../repositories/teamRepository';
import { defineRoute } from '../defineRoute';
import { assertMayManage, MESSAGE_MEMBER_NOT_FOUND } from './teamRules';

/** The member for the edit form; only members the caller may edit are handed out. */
export default function teamMemberInfo(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.teamMemberInfo, {
    handler: async (request) => {
      const member = await app.repositories.team.findActive(request.params.id);
      if (!member) throw new ApiError(404, MESSAGE_MEMBER_NOT_FOUND);
      assertMayManage(signedInStaff(request), member.type);
      return success('Team member.', toTeamMember(member));
    },
  });
}
