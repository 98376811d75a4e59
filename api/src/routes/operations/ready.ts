import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { dataFolderProbe } from '../../lifecycle/dataFolderProbe';
import { readinessProblem } from '../../lifecycle/readiness';
import { defineRoute } from '../defineRoute';

/**
 * Readiness: 200 while the instance can serve, 503 in the envelope while it drains or a
 * dependency is down, so a load balancer sends requests elsewhere
 * (docs/deployment.md#health-checks).
 */
export default function ready(app: FastifyInstance): void {
  const dataFolder = dataFolderProbe(app.config.dataDir);
  defineRoute(app, API_ROUTES.ready, {
    logLevel: 'warn',
    handler: async () => {
      const problem = await readinessProblem(app, dataFolder);
      if (problem) throw new ApiError(503, problem);
      return success(
        'Ready: the database and the document storage answer, and the data folder takes writes.',
        null,
      );
    },
  });
}
