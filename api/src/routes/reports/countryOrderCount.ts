import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';
import { toReportScope } from './reportFilter';

/** Orders per nationality, split into Standard and Priority processing. */
export default function countryOrderCount(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.countryOrderCount, {
    handler: async (request) => {
      const rows = await app.repositories.reports.countryOrderCounts(toReportScope(request.body));
      return success('Country order details.', rows);
    },
  });
}
