import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchTeamMemberInfo = (id: number) =>
  callApi(API_ROUTES.teamMemberInfo, { params: { id } });
