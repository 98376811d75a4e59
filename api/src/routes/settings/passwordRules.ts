import { NEW_PASSWORD_MIN_LENGTH } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';

/** bcrypt reads only the first 72 bytes; a longer password would be silently cut short. */
export const MAX_PASSWORD_BYTES = 72;
export const MESSAGE_PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_BYTES} bytes long.`;

/** Refuses a password that is too short (with the form's own message) or too long for bcrypt. */
export function assertUsablePassword(password: string, tooShortMessage: string): void {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) throw new ApiError(400, tooShortMessage);
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new ApiError(400, MESSAGE_PASSWORD_TOO_LONG);
  }
}
