import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchTeamMemberInfo = (id: number) =>
  callApi(API_ROUTES.teamMemberInfo, { params: { id } });
