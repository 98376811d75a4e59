/** Staff types seen in the session and in role checks (docs/product.md#staff-roles). */
export const STAFF_ROLES = ['Admin', 'Manager', 'Telecaller', 'Team', 'Night Staff'] as const;
export type Role = (typeof STAFF_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The user carried in the signed token and in the stored session. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  type: Role;
}

/** Team member as listed and edited on Manage Team (password never travels back). */
export interface TeamMember {
  id: number;
  name: string;
  email: string;
  type: Role;
  /** The list shows memberRole; it is the member's type. */
  memberRole: Role;
  /** Raised by every change; an edit or delete names the version it was based on. */
  version: number;
  /** In the list only: failed sign-ins hold the member back; an Admin can unlock them. */
  lockedOut?: boolean;
}
