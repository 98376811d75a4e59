import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { success } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { signedInStaff } from '../../plugins/authGuard';
import { normaliseEmail } from '../../repositories/staffRepository';
import { TeamRepository, toTeamMember } from '../../repositories/teamRepository';
import { defineRoute } from '../defineRoute';
import { assertUsablePassword } from './passwordRules';
import {
  assertEmailFree,
  assertMayManage,
  assertNameFree,
  refuseLookAlike,
  trimmedName,
} from './teamRules';

export default function addTeamMember(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.addTeamMember, {
    handler: async (request) => {
      const actor = signedInStaff(request);
      const fields = {
        name: trimmedName(request.body.name),
        email: normaliseEmail(request.body.email),
        type: request.body.type,
      };
      assertMayManage(actor, fields.type);
      assertUsablePassword(request.body.password);
      await assertEmailFree(app.repositories.team, fields.email);
      // bcrypt is slow on purpose: hash before the write transaction opens.
      const passwordHash = await hashPassword(request.body.password);
      const member = await app.db
        .transaction()
        .execute(async (trx) => {
          const team = new TeamRepository(trx);
          await assertEmailFree(team, fields.email);
          await assertNameFree(team, fields.name);
          const id = await team.create(fields, passwordHash);
          await recordAudit(trx, {
            actor,
            action: 'team.add',
            entity: 'staff',
            entityId: id,
            to: fields,
          });
          // Read back for the version the database gave the new row.
          const created = await team.findActive(id);
          if (!created) throw new Error(`Team member ${id} vanished inside its own transaction`);
          return toTeamMember(created);
        })
        .catch(refuseLookAlike);
      return success('Team member added successfully.', member);
    },
  });
}
