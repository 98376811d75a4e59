import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { routeQuery } from '@portal/web/query/apiQuery';

/** The types the signed-in member may give. */
export const teamMemberTypesQuery = () => routeQuery(API_ROUTES.teamMemberTypes);
