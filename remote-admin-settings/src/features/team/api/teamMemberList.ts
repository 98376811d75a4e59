import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchTeamMemberList = () => callApi(API_ROUTES.teamMemberList);
