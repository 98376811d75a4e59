import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { success } from '../../lib/envelope';
import { changeActor } from '../../plugins/authGuard';
import { defineRoute } from '../defineRoute';

/** Returns a remote to the release active before its current one (audited). */
export default function rollbackRelease(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.rollbackRelease, {
    handler: async (request) => {
      const { remote } = request.body;
      const list = await app.deployments.rollback(changeActor(request), remote);
      return success(`Rolled ${remote} back to release ${list.activeReleaseId}.`, list);
    },
  });
}
