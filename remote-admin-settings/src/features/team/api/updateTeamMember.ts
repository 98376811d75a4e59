import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES, type TeamMemberInput } from '@portal/shared/api/apiRoutes';
import type { TeamMember } from '@portal/shared/entities/staff';

/** Names the member's version the form showed: a stale one is refused with 409. */
export const updateTeamMember = (member: TeamMember, input: TeamMemberInput) =>
  callApi(API_ROUTES.updateTeamMember, {
    body: { ...input, tmId: member.id, version: member.version },
  });
