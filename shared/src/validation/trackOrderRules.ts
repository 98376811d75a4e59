import { MESSAGE_ORDER_NOT_FOUND } from '../customer/customerMessages';
import { MESSAGES } from './messages';
import { FIELD_LENGTHS, type FieldRule } from './ruleChecks';

/**
 * The customer's track form (one of the field rules, `./fieldRules`): any e-mail that is not
 * the order's gets the unknown order's answer.
 */
export const TRACK_ORDER_RULES = {
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
} as const satisfies Record<string, FieldRule>;
