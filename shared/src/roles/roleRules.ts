import type { FolderKey } from '../entities/folders';
import { STAFF_ROLES, type Role } from '../entities/staff';

/**
 * Who may do what (docs/product.md#staff-roles): the one table that route access
 * (`api/apiRoutes.ts`), the screens the shell opens and the sidebar links
 * (`roles/screenAccess.ts`) all derive from. Change a role here and the server, the menu
 * and the screens change together.
 */
export const ROLE_ACCESS = {
  manageTeam: ['Admin', 'Manager'],
  seeProcessedReport: ['Admin', 'Manager'],
  changeGateway: ['Admin', 'Manager'],
  deleteOrders: ['Admin', 'Manager'],
  /** Delete an order waiting in someone's My Orders. */
  deleteAssignedOrders: ['Admin'],
  /** Assign an order that someone else holds. */
  reassignOrders: ['Admin', 'Manager'],
  unlockMembers: ['Admin'],
  /** Deployments: remote releases (docs/architecture.md, "Releases and deploys"). */
  manageDeployments: ['Admin'],
  /** The API's OpenAPI description and its reference page (docs/api.md). */
  readApiDescription: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof ROLE_ACCESS;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return Boolean(role) && (ROLE_ACCESS[capability] as readonly Role[]).includes(role as Role);
}

/** Telecallers do not see Order History; the server refuses them the folder too. */
export function canOpenFolder(role: Role | null | undefined, folder: FolderKey): boolean {
  if (!role) return false;
  return folder !== 'allorder' || role !== 'Telecaller';
}

/**
 * The member types a role may create, edit, give or delete on Manage Team: an Admin all of
 * them, a Manager every type but Admin (a Manager can neither make nor remove an Admin).
 */
export function manageableMemberTypes(role: Role | null | undefined): readonly Role[] {
  if (role === 'Admin') return STAFF_ROLES;
  if (role === 'Manager') return STAFF_ROLES.filter((type) => type !== 'Admin');
  return [];
}

export function canManageMember(role: Role | null | undefined, memberType: Role): boolean {
  return manageableMemberTypes(role).includes(memberType);
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
