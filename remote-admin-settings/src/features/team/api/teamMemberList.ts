import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { routeQuery } from '@portal/web/query/apiQuery';

/** Every current member of the team. */
export const teamMemberListQuery = () => routeQuery(API_ROUTES.teamMemberList);
