import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

/** The types the signed-in member may give. */
export const fetchTeamMemberTypes = () => callApi(API_ROUTES.teamMemberTypes);
