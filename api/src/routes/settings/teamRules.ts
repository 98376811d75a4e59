import type { Role, SessionUser } from '@portal/shared/entities/staff';
import { canManageMember } from '@portal/shared/roles/roleRules';
import { STALE_MESSAGES } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';
import { isNameKeyConflict, type TeamRepository } from '../../repositories/teamRepository';

export const MESSAGE_MEMBER_NOT_FOUND = 'Team member not found.';
export const MESSAGE_EMAIL_TAKEN = 'A team member with this email already exists.';
export const MESSAGE_NAME_TAKEN =
  'A team member with this name, or one that looks the same, already exists. Orders are assigned by name: choose one no one else uses, for example with an initial.';
export const nameHoldsOrdersMessage = (name: string) =>
  `Orders are still assigned to ${name}. Choose another name, or release those orders first.`;
export const MESSAGE_ADMIN_ONLY = 'Only an Admin can add, change or delete an Admin.';
export const MESSAGE_LAST_ADMIN =
  'The portal needs at least one Admin: the last Admin cannot be deleted or given another type.';
export const MESSAGE_NOT_YOURSELF = 'You cannot delete your own account.';

export function staleMember(): ApiError {
  return new ApiError(409, STALE_MESSAGES.teamMember);
}

/** A Manager runs the team but never makes, changes or removes an Admin. */
export function assertMayManage(actor: SessionUser, memberType: Role): void {
  if (!canManageMember(actor.type, memberType)) throw new ApiError(403, MESSAGE_ADMIN_ONLY);
}

/** Checked inside the write transaction; the unique index on current e-mails backs it up. */
export async function assertEmailFree(
  team: TeamRepository,
  email: string,
  exceptId?: number,
): Promise<void> {
  if (await team.isEmailTaken(email, exceptId)) throw new ApiError(409, MESSAGE_EMAIL_TAKEN);
}

/**
 * Orders are assigned by name, so a name is one member's: refused when a current member has
 * it or one that looks the same (lib/memberNameKey), or when orders are still assigned to
 * it or a look-alike (a former member's) unless that is the member's own current name
 * (docs/decisions.md, "Member names are unique"). Inside the write transaction; the unique
 * index on name keys backs it up (refuseLookAlike).
 */
export async function assertNameFree(
  team: TeamRepository,
  name: string,
  member?: { id: number; name: string },
): Promise<void> {
  if (await team.isNameTaken(name, member?.id)) throw new ApiError(409, MESSAGE_NAME_TAKEN);
  const held = await team.namesHoldingOrdersLike(name);
  const other = held.find((holder) => holder !== member?.name);
  if (other !== undefined) throw new ApiError(409, nameHoldsOrdersMessage(other));
}

/**
 * For the write transaction of a member's name: a look-alike name that a concurrent change
 * wrote after this one's check is refused by the unique index on name keys, and answered
 * as the check would have (409), not as a failure.
 */
export function refuseLookAlike(error: unknown): never {
  if (isNameKeyConflict(error)) throw new ApiError(409, MESSAGE_NAME_TAKEN);
  throw error;
}

/** Call inside the transaction of a change that takes an Admin away. */
export async function assertAnotherAdminRemains(team: TeamRepository): Promise<void> {
  if ((await team.countActiveAdmins()) <= 1) throw new ApiError(409, MESSAGE_LAST_ADMIN);
}

/** The name as stored: its schema has refused a name of spaces only. */
export function trimmedName(name: string): string {
  return name.trim();
}
