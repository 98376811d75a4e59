import { revokeSessions } from '../../security/sessions';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { TeamRepository } from '../../repositories/teamRepository';
import { defineRoute } from '../defineRoute';
import {
  assertAnotherAdminRemains,
  assertMayManage,
  MESSAGE_MEMBER_NOT_FOUND,
  MESSAGE_NOT_YOURSELF,
  staleMember,
} from './teamRules';

/** The message for a deleted member (docs/product.md#admin-settings). */
export const MESSAGE_MEMBER_DELETED = 'Team member deleted successfully.';

/**
 * Soft delete of the member as the list showed them: the row stays for the history the
 * member left; their sessions end at once.
 */
export default function deleteTeamMember(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.deleteTeamMember, {
    handler: async (request) => {
      const actor = signedInStaff(request);
      const { teamMemberId, version } = request.body;
      if (teamMemberId === actor.id) throw new ApiError(400, MESSAGE_NOT_YOURSELF);
      await app.db.transaction().execute(async (trx) => {
        const team = new TeamRepository(trx);
        const member = await team.findActive(teamMemberId);
        if (!member) throw new ApiError(404, MESSAGE_MEMBER_NOT_FOUND);
        if (member.version !== version) throw staleMember();
        assertMayManage(actor, member.type);
        if (member.type === 'Admin') await assertAnotherAdminRemains(team);
        if (!(await team.softDelete(teamMemberId, version))) throw staleMember();
        await revokeSessions(trx, teamMemberId);
        await recordAudit(trx, {
          actor,
          action: 'team.delete',
          entity: 'staff',
          entityId: teamMemberId,
          from: { name: member.name, email: member.email, type: member.type },
        });
      });
      return success(MESSAGE_MEMBER_DELETED, null);
    },
  });
}
