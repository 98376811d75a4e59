import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { LoginFailureRepository } from '../../repositories/loginFailureRepository';
import { TeamRepository } from '../../repositories/teamRepository';
import { defineRoute } from '../defineRoute';
import { MESSAGE_MEMBER_NOT_FOUND } from './teamRules';

export const unlockedMessage = (name: string) =>
  `${name} can sign in again: their failed sign-ins are forgotten.`;

/**
 * An Admin lifts a member's sign-in lockout: every failed sign-in of the member's e-mail,
 * from any client, is forgotten, audited in the same transaction (docs/security.md).
 */
export default function unlockTeamMember(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.unlockTeamMember, {
    handler: async (request) => {
      const actor = signedInStaff(request);
      const { teamMemberId } = request.body;
      const member = await app.db.transaction().execute(async (trx) => {
        const found = await new TeamRepository(trx).findActive(teamMemberId);
        if (!found) throw new ApiError(404, MESSAGE_MEMBER_NOT_FOUND);
        const forgotten = await new LoginFailureRepository(trx).removeForEmail(found.email);
        await recordAudit(trx, {
          actor,
          action: 'team.unlock',
          entity: 'staff',
          entityId: teamMemberId,
          from: { failedSignIns: forgotten },
        });
        return found;
      });
      return success(unlockedMessage(member.name), null);
    },
  });
}
