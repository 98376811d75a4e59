import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES, type TeamMemberInput } from '@portal/shared/api/apiRoutes';

export const addTeamMember = (input: TeamMemberInput & { password: string }) =>
  callApi(API_ROUTES.addTeamMember, { body: input });
