import { STAFF_ROLES } from '../entities/staff';
import { MAIL_ADDRESS, TYPED_MAIL_ADDRESS } from './mailAddress';
import { INVOICE_ORDER_ID_MIN_LENGTH, MESSAGES, NEW_PASSWORD_MIN_LENGTH } from './messages';
import { atMost, FIELD_LENGTHS, type FieldRule, type TextRule } from './ruleChecks';
import { TRACK_ORDER_RULES } from './trackOrderRules';

/**
 * Every form field's rules, declared once (docs/product.md#validation). The forms' yup
 * schemas (`./schemas`) and the server's request schemas (`./fieldSchemas`) are both built
 * from these declarations, and `api/test/validation/formParity.test.ts` proves that both
 * give every value the same verdict and message. Plain data: no validation library here.
 */

/** An e-mail field: an address staff type; the sign-in's is any address a member has. */
const mailAddress = (required: string, invalid: string, pattern = TYPED_MAIL_ADDRESS) =>
  ({
    kind: 'text',
    required,
    trim: true,
    maxLength: { value: FIELD_LENGTHS.email, message: invalid },
    format: { pattern, message: invalid },
  }) satisfies TextRule;

/** A new password's lengths (the sign-in form takes any password a member may have). */
const passwordLengths = (tooShort: string) => ({
  maxLength: { value: FIELD_LENGTHS.password, message: MESSAGES.passwordTooLong },
  maxBytes: { value: FIELD_LENGTHS.password, message: MESSAGES.passwordTooLong },
  minLength: { value: NEW_PASSWORD_MIN_LENGTH, message: tooShort },
});

const password = (required: string, tooShort: string) =>
  ({ kind: 'text', required, ...passwordLengths(tooShort) }) satisfies TextRule;

const requiredText = (required: string, label: string, maxLength: number) =>
  ({ kind: 'text', required, trim: true, maxLength: atMost(label, maxLength) }) satisfies TextRule;

/** An address a mail of the order page goes to (the recipient fields and the upload form). */
const recipient = mailAddress(MESSAGES.uploadEmailRequired, MESSAGES.emailInvalid);

/**
 * What a member's name may not hold: characters that show as nothing, or as something else,
 * so that a name holding one could pass for another member's (docs/decisions.md, "Member
 * names are unique"): controls (C0, C1), format characters (zero-width spaces and joiners,
 * direction marks and overrides, the soft hyphen, tags), line and paragraph separators,
 * lone surrogates, private use, variation selectors, the combining grapheme joiner and the
 * Hangul fillers.
 */
const INVISIBLE_CHARACTERS =
  '\\p{Cc}\\p{Cf}\\p{Cs}\\p{Co}\\p{Zl}\\p{Zp}\\u034F\\u115F\\u1160\\u3164\\uFFA0\\uFE00-\\uFE0F';

const memberFields = {
  name: {
    ...requiredText(MESSAGES.memberNameRequired, 'Name', FIELD_LENGTHS.name),
    // Not blank, and no invisible character anywhere.
    format: {
      pattern: `(?=[\\s\\S]*\\S)[^${INVISIBLE_CHARACTERS}]*`,
      message: MESSAGES.memberNameInvisible,
    },
  },
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
    email: mailAddress(MESSAGES.emailRequired, MESSAGES.emailInvalid, MAIL_ADDRESS),
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
  trackOrder: TRACK_ORDER_RULES,
} as const satisfies Record<string, Record<string, FieldRule>>;

export type FormName = keyof typeof FIELD_RULES;
