import { useState } from 'react';
import toast from 'react-hot-toast';
import { isSuccess } from '@portal/shared/api/envelope';
import type { TeamMember } from '@portal/shared/entities/staff';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import { deleteTeamMember } from '../api/deleteTeamMember';

/**
 * The delete flow of the list: ask, then delete the member as the list showed them and
 * report, then `onDeleted`. Either answer refetches the list by itself (the cache is
 * invalidated), so after a refusal (someone else changed or removed the member) it shows the
 * team as it is now.
 */
export function useDeleteMember(onDeleted: (member: TeamMember) => void) {
  const [pending, setPending] = useState<TeamMember | null>(null);
  const deletion = useApiMutation(deleteTeamMember);

  async function confirm() {
    if (!pending) return;
    const answer = await deletion.run(pending);
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
    busy: deletion.busy,
    ask: setPending,
    cancel: () => setPending(null),
    confirm: () => void confirm(),
  };
}
