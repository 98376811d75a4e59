/**
 * The one rule for an address the portal sends mail to or signs staff in with: a single
 * plain `local@domain`, at most 64 characters before the @ (RFC 5321's limit: mail servers
 * refuse a longer local part) and 254 in all. Commas, quotes, angle brackets, spaces and
 * control characters are refused, so nothing in it can read as a second recipient or a
 * display name in a To: header (docs/security.md, "Mail recipients"). Declared as a field
 * rule in `./fieldRules`.
 */
const MAX_LOCAL_PART_LENGTH = 64;
const LOCAL_PART = `(?=[^@]{1,${MAX_LOCAL_PART_LENGTH}}@)[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+)*`;
const DOMAIN = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}';

/** Unanchored: a field rule's format matches the whole value. */
export const MAIL_ADDRESS = `${LOCAL_PART}@${DOMAIN}`;
export const MAX_MAIL_ADDRESS_LENGTH = 254;

const WHOLE_MAIL_ADDRESS = new RegExp(`^${MAIL_ADDRESS}$`);

export function isMailAddress(value: string): boolean {
  return value.length <= MAX_MAIL_ADDRESS_LENGTH && WHOLE_MAIL_ADDRESS.test(value);
}
