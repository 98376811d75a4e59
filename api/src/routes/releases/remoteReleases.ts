import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { REMOTE_NAMES } from '@portal/shared/schemas/releaseSchemas';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';

/** Every remote's releases, the active one and its switches (Deployments screen, `npm run releases`). */
export default function remoteReleases(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.remoteReleases, {
    handler: async () => {
      const lists = await Promise.all(REMOTE_NAMES.map((name) => app.deployments.list(name)));
      return success('Remote releases', lists);
    },
  });
}
