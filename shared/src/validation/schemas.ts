import * as yup from 'yup';
import { STAFF_ROLES } from '../entities/staff';
import { isMailAddress } from './mailAddress';
import { INVOICE_ORDER_ID_MIN_LENGTH, MESSAGES, NEW_PASSWORD_MIN_LENGTH } from './messages';

/**
 * The forms' yup schemas, with the messages of docs/product.md#validation. The server's routes
 * do not use them: they check requests with their own TypeBox schemas, which share only the
 * messages (`./messages`). The one server use is the first-admin command (teamMemberSchema).
 */

export const loginSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.emailRequired).email(MESSAGES.emailInvalid),
  password: yup.string().required(MESSAGES.passwordRequired),
});

export const gatewaySchema = yup.object({
  gatewayId: yup.string().required(MESSAGES.gatewayRequired),
});

export const newPasswordSchema = yup.object({
  newPassword: yup
    .string()
    .required(MESSAGES.newPasswordRequired)
    .min(NEW_PASSWORD_MIN_LENGTH, MESSAGES.newPasswordMin),
});

const memberFields = {
  name: yup.string().trim().required(MESSAGES.memberNameRequired),
  email: yup
    .string()
    .trim()
    .required(MESSAGES.memberEmailRequired)
    .email(MESSAGES.memberEmailRequired),
  type: yup
    .string()
    .oneOf(STAFF_ROLES, MESSAGES.memberTypeRequired)
    .required(MESSAGES.memberTypeRequired),
};

export const teamMemberSchema = yup.object({
  ...memberFields,
  password: yup
    .string()
    .required(MESSAGES.memberPasswordRequired)
    .min(NEW_PASSWORD_MIN_LENGTH, MESSAGES.memberPasswordMin),
});

/** In edit mode an empty password keeps the member's current one. */
export const teamMemberUpdateSchema = yup.object({
  ...memberFields,
  password: yup
    .string()
    .default('')
    .test(
      'empty-or-long-enough',
      MESSAGES.memberPasswordMin,
      (value) => !value || value.length >= NEW_PASSWORD_MIN_LENGTH,
    ),
});

export const remarkSchema = yup.object({
  remark: yup.string().trim().required(MESSAGES.remarkRequired),
});

export const transactionSchema = yup.object({
  transactionId: yup.string().trim().required(MESSAGES.transactionIdRequired),
  merchantName: yup.string().trim().required(MESSAGES.merchantNameRequired),
});

/** File inputs accept PDF and any image (docs/product.md#validation). */
export const UPLOAD_ACCEPT = '.pdf,application/pdf,image/*';

export const uploadSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(MESSAGES.uploadEmailRequired)
    .test('mail-address', MESSAGES.emailInvalid, (value) => isMailAddress(value ?? '')),
  file: yup.mixed<File>().required(MESSAGES.fileRequired),
});

export const invoiceSchema = yup.object({
  orderId: yup
    .string()
    .trim()
    .required(MESSAGES.invoiceOrderIdRequired)
    .min(INVOICE_ORDER_ID_MIN_LENGTH, MESSAGES.invoiceOrderIdMin),
});

export { trackOrderSchema } from './customerSchemas';
