import { Type } from '@sinclair/typebox';
import { STAFF_ROLES } from '../entities/staff';
import { StringEnum } from './schemaTypes';

/**
 * The staff records as the API answers them (docs/product.md#records). The types of
 * `entities/staff` and `entities/session` are derived from these schemas.
 */

export const roleSchema = StringEnum(STAFF_ROLES);

/** The user carried in the signed token and in the stored session. */
export const sessionUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  type: roleSchema,
});

/** What signing in (and extending the session) answers: the token and its user. */
export const loginResultSchema = Type.Object({ jwtToken: Type.String(), data: sessionUserSchema });

/** Team member as listed and edited on Manage Team (password never travels back). */
export const teamMemberSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  type: roleSchema,
  /** The list shows memberRole; it is the member's type. */
  memberRole: roleSchema,
  /** Raised by every change; an edit or delete names the version it was based on. */
  version: Type.Integer(),
  /** In the list only: failed sign-ins hold the member back; an Admin can unlock them. */
  lockedOut: Type.Optional(Type.Boolean()),
});
