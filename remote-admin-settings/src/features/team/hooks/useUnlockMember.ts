import toast from 'react-hot-toast';
import { isSuccess } from '@portal/shared/api/envelope';
import type { TeamMember } from '@portal/shared/entities/staff';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import { unlockTeamMember } from '../api/unlockTeamMember';

/**
 * The Unlock action of the list (Admin only): lifts a member's sign-in lockout and reports
 * the server's message; the list refetches by itself after either answer (the cache is
 * invalidated), so after a refusal it shows who is still held back.
 */
export function useUnlockMember() {
  const unlocking = useApiMutation(unlockTeamMember);

  async function unlock(member: TeamMember) {
    const answer = await unlocking.run(member.id);
    if (isSuccess(answer)) {
      toast.success(answer.message);
    } else {
      toast.error(answer.message);
    }
  }

  return {
    unlockingId: unlocking.busy ? (unlocking.variables ?? null) : null,
    unlock: (member: TeamMember) => void unlock(member),
  };
}
