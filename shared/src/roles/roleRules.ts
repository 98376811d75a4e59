import type { FolderKey } from '../entities/folders';
import type { Role } from '../entities/staff';

/** Role rules of spec section 6, as pure functions shared by the server and the clients. */

export function isManagerOrAdmin(role: Role | null | undefined): boolean {
  return role === 'Admin' || role === 'Manager';
}

/** Telecallers do not see Order History; the server refuses them the folder too. */
export function canOpenFolder(role: Role | null | undefined, folder: FolderKey): boolean {
  if (!role) return false;
  return folder !== 'allorder' || role !== 'Telecaller';
}

/** Manage Team, Order Processed and Gateway Setting. */
export const canManageTeam = isManagerOrAdmin;
export const canSeeProcessedReport = isManagerOrAdmin;
export const canChangeGateway = isManagerOrAdmin;

/** Delete in a queue: Manager and Admin, except in My Orders where only Admin may. */
export function canDeleteInFolder(role: Role | null | undefined, folder: FolderKey): boolean {
  return folder === 'myOrder' ? role === 'Admin' : isManagerOrAdmin(role);
}

/** Queues that offer 'Assign to me' (to everyone). */
export function offersAssignToMe(folder: FolderKey): boolean {
  return folder === 'newOrder' || folder === 'priorityOrder' || folder === 'processMarchOrder';
}

export function isAssignedToOther(
  assignTo: string | null | undefined,
  userName: string | null | undefined,
): boolean {
  return Boolean(assignTo) && assignTo !== userName;
}

/** In New, Priority and Process 5th March an order assigned to someone else cannot be opened. */
export function isViewBlocked(
  folder: FolderKey,
  assignTo: string | null | undefined,
  userName: string | null | undefined,
): boolean {
  return offersAssignToMe(folder) && isAssignedToOther(assignTo, userName);
}
