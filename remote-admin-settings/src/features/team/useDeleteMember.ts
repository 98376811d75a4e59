import { useState } from 'react';
import toast from 'react-hot-toast';
import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { isSuccess } from '@portal/shared/api/envelope';
import type { TeamMember } from '@portal/shared/entities/staff';

/** The delete flow of the list: ask, then delete and report, then `onDeleted`. */
export function useDeleteMember(onDeleted: (member: TeamMember) => void) {
  const [pending, setPending] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const answer = await callApi(API_ROUTES.deleteTeamMember, {
      body: { teamMemberId: pending.id },
    });
    setBusy(false);
    if (isSuccess(answer)) {
      toast.success(answer.message);
      onDeleted(pending);
    } else {
      toast.error(answer.message);
    }
    setPending(null);
  }

  return {
    pending,
    busy,
    ask: setPending,
    cancel: () => setPending(null),
    confirm: () => void confirm(),
  };
}
