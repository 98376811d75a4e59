/**
 * The one rule for an address the portal sends mail to, used by the forms and by the server
 * for every mail: a single plain `local@domain`. Commas, quotes, angle brackets, spaces and
 * control characters are refused, so nothing in it can read as a second recipient or a
 * display name in a To: header (docs/security.md, "Mail recipients").
 */
const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}';

/** As a JSON-schema `pattern` and a RegExp alike. */
export const MAIL_ADDRESS_PATTERN = `^${LOCAL_PART}@${DOMAIN}$`;
export const MAX_MAIL_ADDRESS_LENGTH = 254;

const MAIL_ADDRESS = new RegExp(MAIL_ADDRESS_PATTERN);

export function isMailAddress(value: string): boolean {
  return value.length <= MAX_MAIL_ADDRESS_LENGTH && MAIL_ADDRESS.test(value);
}
