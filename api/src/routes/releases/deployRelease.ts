import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { success } from '../../lib/envelope';
import { changeActor } from '../../plugins/authGuard';
import { defineRoute } from '../defineRoute';

/** Makes a published, compatible release the active one of its remote (audited). */
export default function deployRelease(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.deployRelease, {
    handler: async (request) => {
      const { remote, releaseId } = request.body;
      const list = await app.deployments.deploy(changeActor(request), remote, releaseId);
      return success(`Release ${releaseId} is now active for ${remote}.`, list);
    },
  });
}
