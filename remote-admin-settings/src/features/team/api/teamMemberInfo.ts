import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { routeQuery } from '@portal/web/query/apiQuery';

/** One member as stored now, with the version an edit names. */
export const teamMemberInfoQuery = (id: number) =>
  routeQuery(API_ROUTES.teamMemberInfo, { params: { id } });
