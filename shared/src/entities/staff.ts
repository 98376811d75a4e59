import type { Static } from '@sinclair/typebox';
import type { sessionUserSchema, teamMemberSchema } from '../schemas/staffSchemas';

/** Staff types seen in the session and in role checks (docs/product.md#staff-roles). */
export const STAFF_ROLES = ['Admin', 'Manager', 'Telecaller', 'Team', 'Night Staff'] as const;
export type Role = (typeof STAFF_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The signed-in user and the Manage Team member, as their schemas (schemas/staffSchemas) declare them. */
export type SessionUser = Static<typeof sessionUserSchema>;
export type TeamMember = Static<typeof teamMemberSchema>;
