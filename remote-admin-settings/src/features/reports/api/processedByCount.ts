import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ReportFilter } from '@portal/shared/entities/settings';
import { routeQuery } from '@portal/web/query/apiQuery';

/** Orders per member who processed them, for the filter: the filter is part of the key. */
export const processedByCountQuery = (filter: ReportFilter) =>
  routeQuery(API_ROUTES.processedByCount, { body: filter });
