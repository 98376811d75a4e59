import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ReportFilter } from '@portal/shared/entities/settings';
import { routeQuery } from '@portal/web/query/apiQuery';

/** Orders per nationality for the filter: the filter is part of the key. */
export const countryOrderCountQuery = (filter: ReportFilter) =>
  routeQuery(API_ROUTES.countryOrderCount, { body: filter });
