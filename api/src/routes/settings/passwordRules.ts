import { ApiError } from '../../lib/apiError';
import { isCommonPassword } from '../../security/commonPasswords';

export const MESSAGE_PASSWORD_TOO_COMMON =
  'This password is one of the most common ones and easy to guess. Please choose another.';

/**
 * What a route's schema cannot check of a new password, whose lengths (in characters, and in
 * the bytes bcrypt reads) it has checked: one of the most common passwords (checked by the
 * server only: the forms keep the spec's rules).
 */
export function assertUsablePassword(password: string): void {
  if (isCommonPassword(password)) throw new ApiError(400, MESSAGE_PASSWORD_TOO_COMMON);
}
