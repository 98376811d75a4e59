import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { TeamMember } from '@portal/shared/entities/staff';

/** Deletes the member as the list showed them (a stale version is refused with 409). */
export const deleteTeamMember = (member: TeamMember) =>
  callApi(API_ROUTES.deleteTeamMember, {
    body: { teamMemberId: member.id, version: member.version },
  });
