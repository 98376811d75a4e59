import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const unlockTeamMember = (teamMemberId: number) =>
  callApi(API_ROUTES.unlockTeamMember, { body: { teamMemberId } });
