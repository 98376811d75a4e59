import { MESSAGE_EMAIL_REQUIRED, MESSAGE_ORDER_ID_REQUIRED } from '../customer/customerMessages';

/** Validation messages of docs/product.md#validation, verbatim. */
export const MESSAGES = {
  emailRequired: 'Email Address is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  gatewayRequired: 'Please select a gateway.',
  newPasswordRequired: 'Please enter your New Password.',
  newPasswordMin: 'New Password must be at least 6 characters.',
  memberNameRequired: 'Please enter your name.',
  memberEmailRequired: 'Please enter your email.',
  memberPasswordRequired: 'Please enter your password.',
  /** Beyond docs/product.md#validation: a member's password follows the New Password minimum. */
  memberPasswordMin: 'Password must be at least 6 characters.',
  memberTypeRequired: 'Please select type.',
  /** Beyond docs/product.md#validation: a name that hides characters could pass for another's. */
  memberNameInvisible:
    'The name contains an invisible or control character (a zero-width space, a direction mark, a line break…). Type it again without it.',
  /** Beyond docs/product.md#validation: bcrypt reads only a password's first 72 bytes. */
  passwordTooLong: 'Password must be at most 72 bytes long.',
  remarkRequired: 'Please enter your remark',
  transactionIdRequired: 'Please enter your Transaction Id',
  merchantNameRequired: 'Please enter your Merchant Name',
  uploadEmailRequired: 'Please enter your email.',
  fileRequired: 'File is required.',
  invoiceOrderIdRequired: 'Please enter your order id.',
  invoiceOrderIdMin: 'Order Id must be at least 6 characters.',
  /** Beyond docs/product.md#validation: order ids are numbers. */
  invoiceOrderIdDigits: 'Order Id must contain digits only.',
  trackOrderIdRequired: MESSAGE_ORDER_ID_REQUIRED,
  trackEmailRequired: MESSAGE_EMAIL_REQUIRED,
} as const;

/**
 * A change based on a version the record no longer has (409): someone else changed it
 * since the page was loaded. The order's text is the one status moves have always used.
 */
export const STALE_MESSAGES = {
  order: 'This order was changed by someone else. Reload the page and try again.',
  teamMember: 'This team member was changed by someone else. Reload the page and try again.',
  gateway: 'The gateways were changed by someone else. Reload the page and try again.',
} as const;

/**
 * What the order page shows for STALE_MESSAGES.order: it has reloaded the order itself by
 * then, keeping what was typed (docs/decisions.md, "A refused change reloads"), so telling
 * the person to reload would mislead.
 */
export const ORDER_RELOADED_MESSAGE =
  'This order was changed by someone else. The page has reloaded it: check the order and try again.';

/** Limits of docs/product.md#formats-and-limits. */
export const NEW_PASSWORD_MIN_LENGTH = 6;
export const INVOICE_ORDER_ID_MIN_LENGTH = 6;
