import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchTeamMemberList = () => callApi(API_ROUTES.teamMemberList);
