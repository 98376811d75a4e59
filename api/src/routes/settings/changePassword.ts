import { revokeSessions } from '../../security/sessions';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { success } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { signedInStaff } from '../../plugins/authGuard';
import { TeamRepository } from '../../repositories/teamRepository';
import { defineRoute } from '../defineRoute';
import { assertUsablePassword } from './passwordRules';

export const MESSAGE_PASSWORD_CHANGED =
  'Password updated successfully. Please sign in with your new password.';

/** The signed-in member's own password; every session of theirs ends, this one included. */
export default function changePassword(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.changePassword, {
    handler: async (request) => {
      const actor = signedInStaff(request);
      const { newPassword } = request.body;
      assertUsablePassword(newPassword);
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await new TeamRepository(trx).setPasswordHash(actor.id, passwordHash);
        await revokeSessions(trx, actor.id);
        await recordAudit(trx, {
          actor,
          action: 'team.password',
          entity: 'staff',
          entityId: actor.id,
        });
      });
      return success(MESSAGE_PASSWORD_CHANGED, null);
    },
  });
}
