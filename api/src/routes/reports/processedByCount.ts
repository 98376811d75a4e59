import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';
import { toReportScope } from './reportFilter';

/** Orders per staff member who processed them. */
export default function processedByCount(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.processedByCount, {
    handler: async (request) => {
      const rows = await app.repositories.reports.processedByCounts(toReportScope(request.body));
      return success('Processed by report.', rows);
    },
  });
}
