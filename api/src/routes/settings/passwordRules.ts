import { FIELD_LENGTHS } from '@portal/shared/validation/ruleChecks';
import { MESSAGES, NEW_PASSWORD_MIN_LENGTH } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';
import { isCommonPassword } from '../../security/commonPasswords';

/** bcrypt reads only the first 72 bytes; a longer password would be silently cut short. */

export const MESSAGE_PASSWORD_TOO_COMMON =
  'This password is one of the most common ones and easy to guess. Please choose another.';

/**
 * Refuses a password that is too short (with the form's own message), too long for bcrypt,
 * or one of the most common passwords (checked by the server only: the forms keep the
 * spec's rules).
 */
export function assertUsablePassword(password: string, tooShortMessage: string): void {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) throw new ApiError(400, tooShortMessage);
  if (Buffer.byteLength(password, 'utf8') > FIELD_LENGTHS.password) {
    throw new ApiError(400, MESSAGES.passwordTooLong);
  }
  if (isCommonPassword(password)) throw new ApiError(400, MESSAGE_PASSWORD_TOO_COMMON);
}
