/**
 * The one rule for an address the portal sends mail to or signs staff in with: a single
 * plain `local@domain`, at most 254 characters. Commas, quotes, angle brackets, spaces and
 * control characters are refused, so nothing in it can read as a second recipient or a
 * display name in a To: header (docs/security.md, "Mail recipients"). Declared as a field
 * rule in `./fieldRules`.
 */
const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}';

/** Unanchored: a field rule's format matches the whole value. */
export const MAIL_ADDRESS = `${LOCAL_PART}@${DOMAIN}`;
export const MAX_MAIL_ADDRESS_LENGTH = 254;

/** RFC 5321's limit before the @: mail servers refuse a longer local part. */
const MAX_LOCAL_PART_LENGTH = 64;

/**
 * MAIL_ADDRESS with at most 64 characters before the @: the format of an address staff type
 * (a recipient, a new member's e-mail), so one a mail server would refuse is refused as it is
 * typed. The guard of every mail and the sign-in keep MAIL_ADDRESS: an order's stored e-mail
 * or a member's from before this limit must still take its move or sign in.
 */
export const TYPED_MAIL_ADDRESS = `(?=[^@]{1,${MAX_LOCAL_PART_LENGTH}}@)${MAIL_ADDRESS}`;

const WHOLE_MAIL_ADDRESS = new RegExp(`^${MAIL_ADDRESS}$`);

export function isMailAddress(value: string): boolean {
  return value.length <= MAX_MAIL_ADDRESS_LENGTH && WHOLE_MAIL_ADDRESS.test(value);
}
