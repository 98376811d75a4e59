import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

/** The types the signed-in member may give. */
export const fetchTeamMemberTypes = () => callApi(API_ROUTES.teamMemberTypes);
