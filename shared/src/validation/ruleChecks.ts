import { MAX_MAIL_ADDRESS_LENGTH } from './mailAddress';

/**
 * What a field rule is and how a value is checked against it: the part of the field rules
 * (`./fieldRules`) every form needs, kept apart so the customer's form (`./trackOrderRules`)
 * loads no staff rule.
 */

export interface Limit {
  value: number;
  message: string;
}

/** A text field. The checks run in this order; the first that fails gives the message. */
export interface TextRule {
  kind: 'text';
  /** Shown when the field is empty (or holds only spaces when `trim` is set). */
  required?: string;
  /** Spaces around the value are not part of it: the server trims what it reads. */
  trim?: boolean;
  /**
   * Counted in characters (code points: an emoji is one) on the value as typed, as the
   * server's schema counts them.
   */
  maxLength: Limit;
  /** Counted as `maxLength` is; an optional field may also stay empty. */
  minLength?: Limit;
  /** Counted in UTF-8 bytes: what bcrypt reads of a password. The server checks it itself. */
  maxBytes?: Limit;
  /**
   * A pattern (unanchored) the whole value, trimmed when `trim` is set, must match. Read
   * with the `u` flag, as the server's schema validator reads it (`\p{…}` classes work).
   */
  format?: { pattern: string; message: string };
  oneOf?: { values: readonly string[]; message: string };
}

/**
 * An order id typed as text and sent as a number. `digits` (when set) refuses anything
 * but digits; `minDigits` counts the digits of the number sent.
 */
export interface OrderIdRule {
  kind: 'orderId';
  required: string;
  /** Any other value the server cannot take as an order id. */
  invalid: string;
  digits?: string;
  minDigits?: Limit;
}

export interface FileRule {
  kind: 'file';
  required: string;
}

export type FieldRule = TextRule | OrderIdRule | FileRule;

/** The message for a value longer than a field takes (docs/decisions.md#field-rules). */
export function atMost(label: string, value: number): Limit {
  return { value, message: `${label} must be at most ${value} characters.` };
}

/** The lengths the database and mail headers take (docs/decisions.md#field-rules). */
export const FIELD_LENGTHS = {
  name: 100,
  shortText: 200,
  remark: 5000,
  /** bcrypt reads only the first 72 bytes of a password (the server counts its bytes too). */
  password: 72,
  email: MAX_MAIL_ADDRESS_LENGTH,
  /** A search box: the queues' and the reports'. */
  search: 100,
} as const;

/** The UTF-8 length of a text's characters (a lone surrogate is written as 3 bytes). */
function utf8Length(characters: readonly string[]): number {
  let bytes = 0;
  for (const character of characters) {
    const code = character.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The first rule `value` breaks, as its message; null when it keeps them all. */
export function textProblem(rule: TextRule, value: string): string | null {
  const checked = rule.trim ? value.trim() : value;
  if (checked === '') {
    if (rule.required) return rule.required;
    if (value === '') return null;
  }
  const characters = [...value];
  if (characters.length > rule.maxLength.value) return rule.maxLength.message;
  if (rule.maxBytes && utf8Length(characters) > rule.maxBytes.value) return rule.maxBytes.message;
  if (rule.minLength && characters.length < rule.minLength.value) return rule.minLength.message;
  if (rule.format && !new RegExp(`^(?:${rule.format.pattern})$`, 'u').test(checked))
    return rule.format.message;
  if (rule.oneOf && !rule.oneOf.values.includes(checked)) return rule.oneOf.message;
  return null;
}

/**
 * Each field's first broken rule, as its message; a field that keeps its rules is absent.
 * The sign-in form checks with this instead of yup (docs/decisions.md#sign-in-checks-without-yup).
 */
export function textProblems<Field extends string>(
  rules: Record<Field, TextRule>,
  values: Record<Field, string>,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const problem = textProblem(rules[field], values[field]);
    if (problem !== null) problems[field] = problem;
  }
  return problems;
}

/** The smallest number with `digits` digits. */
export function smallestWith(digits: number): number {
  return 10 ** (digits - 1);
}

/** Same, for an order id typed as text. */
export function orderIdProblem(rule: OrderIdRule, value: string): string | null {
  const text = value.trim();
  if (text === '') return rule.required;
  if (rule.digits && !/^\d+$/.test(text)) return rule.digits;
  if (rule.minDigits && Number(text) < smallestWith(rule.minDigits.value)) {
    return rule.minDigits.message;
  }
  return null;
}
