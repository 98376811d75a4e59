import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';

/** Liveness: the process answers. An orchestrator restarts an instance that stops answering. */
export default function health(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.health, {
    logLevel: 'warn',
    handler: async () => success('The server is running.', null),
  });
}
