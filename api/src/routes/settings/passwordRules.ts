import { FIELD_LENGTHS } from '@portal/shared/validation/ruleChecks';
import { MESSAGES } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';
import { isCommonPassword } from '../../security/commonPasswords';

export const MESSAGE_PASSWORD_TOO_COMMON =
  'This password is one of the most common ones and easy to guess. Please choose another.';

/**
 * What a route's schema cannot check of a new password, whose length in characters it has
 * checked: too long for bcrypt in bytes, or one of the most common passwords (checked by the
 * server only: the forms keep the spec's rules).
 */
export function assertUsablePassword(password: string): void {
  // bcrypt reads only the first 72 bytes: a longer password would be silently cut short.
  if (Buffer.byteLength(password, 'utf8') > FIELD_LENGTHS.password) {
    throw new ApiError(400, MESSAGES.passwordTooLong);
  }
  if (isCommonPassword(password)) throw new ApiError(400, MESSAGE_PASSWORD_TOO_COMMON);
}
