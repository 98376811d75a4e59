import { MESSAGE_ORDER_NOT_FOUND } from '../customer/customerMessages';
import { STAFF_ROLES } from '../entities/staff';
import { MAIL_ADDRESS, MAX_MAIL_ADDRESS_LENGTH } from './mailAddress';
import { INVOICE_ORDER_ID_MIN_LENGTH, MESSAGES, NEW_PASSWORD_MIN_LENGTH } from './messages';

/**
 * Every form field's rules, declared once (docs/product.md#validation). The forms' yup
 * schemas (`./schemas`) and the server's request schemas (`./fieldSchemas`) are both built
 * from these declarations, and `api/test/validation/formParity.test.ts` proves that both
 * give every value the same verdict and message. Plain data: no validation library here.
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
  /** Counted on the value as typed. */
  maxLength: Limit;
  /** Counted on the value as typed; an optional field may also stay empty. */
  minLength?: Limit;
  /** A pattern (unanchored) the whole value, trimmed when `trim` is set, must match. */
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
} as const;

const mailAddress = (required: string, invalid: string) =>
  ({
    kind: 'text',
    required,
    trim: true,
    maxLength: { value: FIELD_LENGTHS.email, message: invalid },
    format: { pattern: MAIL_ADDRESS, message: invalid },
  }) satisfies TextRule;

const passwordLengths = (tooShort: string) => ({
  maxLength: { value: FIELD_LENGTHS.password, message: MESSAGES.passwordTooLong },
  minLength: { value: NEW_PASSWORD_MIN_LENGTH, message: tooShort },
});

const password = (required: string, tooShort: string) =>
  ({ kind: 'text', required, ...passwordLengths(tooShort) }) satisfies TextRule;

const requiredText = (required: string, label: string, maxLength: number) =>
  ({ kind: 'text', required, trim: true, maxLength: atMost(label, maxLength) }) satisfies TextRule;

/** An address a mail of the order page goes to (the recipient fields and the upload form). */
const recipient = mailAddress(MESSAGES.uploadEmailRequired, MESSAGES.emailInvalid);

const memberFields = {
  name: requiredText(MESSAGES.memberNameRequired, 'Name', FIELD_LENGTHS.name),
  email: mailAddress(MESSAGES.memberEmailRequired, MESSAGES.memberEmailRequired),
  type: {
    kind: 'text',
    required: MESSAGES.memberTypeRequired,
    // Any value not in the list, however long, is no type.
    maxLength: { value: FIELD_LENGTHS.shortText, message: MESSAGES.memberTypeRequired },
    oneOf: { values: STAFF_ROLES, message: MESSAGES.memberTypeRequired },
  },
} satisfies Record<string, TextRule>;

/** Every form's fields, by form. */
export const FIELD_RULES = {
  login: {
    email: mailAddress(MESSAGES.emailRequired, MESSAGES.emailInvalid),
    password: {
      kind: 'text',
      required: MESSAGES.passwordRequired,
      maxLength: { value: FIELD_LENGTHS.password, message: MESSAGES.passwordTooLong },
    },
  },
  gateway: {
    gatewayId: {
      kind: 'text',
      required: MESSAGES.gatewayRequired,
      maxLength: atMost('Gateway', FIELD_LENGTHS.shortText),
    },
  },
  newPassword: {
    newPassword: password(MESSAGES.newPasswordRequired, MESSAGES.newPasswordMin),
  },
  addTeamMember: {
    ...memberFields,
    password: password(MESSAGES.memberPasswordRequired, MESSAGES.memberPasswordMin),
  },
  /** In edit mode an empty password keeps the member's current one. */
  updateTeamMember: {
    ...memberFields,
    password: { kind: 'text', ...passwordLengths(MESSAGES.memberPasswordMin) },
  },
  remark: {
    remark: requiredText(MESSAGES.remarkRequired, 'Remark', FIELD_LENGTHS.remark),
  },
  transaction: {
    transactionId: requiredText(
      MESSAGES.transactionIdRequired,
      'Transaction Id',
      FIELD_LENGTHS.shortText,
    ),
    merchantName: requiredText(
      MESSAGES.merchantNameRequired,
      'Merchant Name',
      FIELD_LENGTHS.shortText,
    ),
  },
  upload: {
    email: recipient,
    file: { kind: 'file', required: MESSAGES.fileRequired },
  },
  /** Resend Mail, the rejection mail and Download History's Sent Mail. */
  recipient: { email: recipient },
  invoice: {
    orderId: {
      kind: 'orderId',
      required: MESSAGES.invoiceOrderIdRequired,
      invalid: MESSAGES.invoiceOrderIdDigits,
      digits: MESSAGES.invoiceOrderIdDigits,
      minDigits: { value: INVOICE_ORDER_ID_MIN_LENGTH, message: MESSAGES.invoiceOrderIdMin },
    },
  },
  /** The customer's form: any e-mail that is not the order's gets the unknown order's answer. */
  trackOrder: {
    orderId: {
      kind: 'orderId',
      required: MESSAGES.trackOrderIdRequired,
      invalid: MESSAGE_ORDER_NOT_FOUND,
    },
    email: {
      kind: 'text',
      required: MESSAGES.trackEmailRequired,
      trim: true,
      maxLength: { value: FIELD_LENGTHS.email, message: MESSAGE_ORDER_NOT_FOUND },
    },
  },
} as const satisfies Record<string, Record<string, FieldRule>>;

export type FormName = keyof typeof FIELD_RULES;

/** The first rule `value` breaks, as its message; null when it keeps them all. */
export function textProblem(rule: TextRule, value: string): string | null {
  const checked = rule.trim ? value.trim() : value;
  if (checked === '') {
    if (rule.required) return rule.required;
    if (value === '') return null;
  }
  if (value.length > rule.maxLength.value) return rule.maxLength.message;
  if (rule.minLength && value.length < rule.minLength.value) return rule.minLength.message;
  if (rule.format && !new RegExp(`^(?:${rule.format.pattern})$`).test(checked))
    return rule.format.message;
  if (rule.oneOf && !rule.oneOf.values.includes(checked)) return rule.oneOf.message;
  return null;
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
