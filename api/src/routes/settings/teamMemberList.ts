import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';

/**
 * Every current member; `lockedOut` marks those with enough recent failed sign-ins to be held
 * back on some client (docs/security.md), so an Admin sees whom to unlock.
 */
export default function teamMemberList(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.teamMemberList, {
    handler: async () => {
      const { windowSeconds, lockSeconds, maxFailuresPerEmail } = app.config.loginLock;
      const since = new Date(Date.now() - (windowSeconds + lockSeconds) * 1000);
      const [members, held] = await Promise.all([
        app.repositories.team.listActive(),
        app.repositories.loginFailures.emailsWithFailures(since, maxFailuresPerEmail),
      ]);
      const list = members.map((member) => ({ ...member, lockedOut: held.has(member.email) }));
      return success('Team members.', list);
    },
  });
}
