import { revokeSessions } from '../../security/sessions';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { signedInStaff } from '../../plugins/authGuard';
import { normaliseEmail } from '../../repositories/staffRepository';
import { TeamRepository, toTeamMember } from '../../repositories/teamRepository';
import { defineRoute } from '../defineRoute';
import { assertUsablePassword } from './passwordRules';
import {
  assertAnotherAdminRemains,
  assertEmailFree,
  assertNameFree,
  assertMayManage,
  MESSAGE_MEMBER_NOT_FOUND,
  staleMember,
  refuseLookAlike,
  trimmedName,
} from './teamRules';

/**
 * Edits a member. A new e-mail, password or type ends the member's current sessions, so
 * nobody keeps working under an identity or role that no longer holds.
 */
export default function updateTeamMember(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.updateTeamMember, {
    handler: async (request) => {
      const actor = signedInStaff(request);
      const { tmId, version, password = '' } = request.body;
      const fields = {
        name: trimmedName(request.body.name),
        email: normaliseEmail(request.body.email),
        type: request.body.type,
      };
      assertMayManage(actor, fields.type);
      if (password) assertUsablePassword(password);
      const passwordHash = password ? await hashPassword(password) : null;

      const member = await app.db
        .transaction()
        .execute(async (trx) => {
          const team = new TeamRepository(trx);
          const current = await team.findActive(tmId);
          if (!current) throw new ApiError(404, MESSAGE_MEMBER_NOT_FOUND);
          if (current.version !== version) throw staleMember();
          assertMayManage(actor, current.type);
          await assertEmailFree(team, fields.email, tmId);
          await assertNameFree(team, fields.name, current);
          if (current.type === 'Admin' && fields.type !== 'Admin') {
            await assertAnotherAdminRemains(team);
          }
          const newVersion = await team.update(tmId, fields, passwordHash, version);
          if (newVersion === null) throw staleMember();
          const endsSessions =
            passwordHash !== null || fields.email !== current.email || fields.type !== current.type;
          if (endsSessions) await revokeSessions(trx, tmId);
          await recordAudit(trx, {
            actor,
            action: 'team.update',
            entity: 'staff',
            entityId: tmId,
            from: { name: current.name, email: current.email, type: current.type },
            to: { ...fields, passwordChanged: passwordHash !== null },
          });
          return toTeamMember({ id: tmId, ...fields, version: newVersion });
        })
        .catch(refuseLookAlike);
      return success('Team member updated successfully.', member);
    },
  });
}
