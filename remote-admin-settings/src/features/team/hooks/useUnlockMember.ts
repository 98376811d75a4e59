import { useState } from 'react';
import toast from 'react-hot-toast';
import { isSuccess } from '@portal/shared/api/envelope';
import type { TeamMember } from '@portal/shared/entities/staff';
import { unlockTeamMember } from '../api/unlockTeamMember';

/**
 * The Unlock action of the list (Admin only): lifts a member's sign-in lockout, reports the
 * server's message, then `onDone` so the list shows who is still held back.
 */
export function useUnlockMember(onDone: () => void) {
  const [unlockingId, setUnlockingId] = useState<number | null>(null);

  async function unlock(member: TeamMember) {
    setUnlockingId(member.id);
    const answer = await unlockTeamMember(member.id);
    setUnlockingId(null);
    if (isSuccess(answer)) toast.success(answer.message);
    else toast.error(answer.message);
    onDone();
  }

  return { unlockingId, unlock: (member: TeamMember) => void unlock(member) };
}
