import * as yup from 'yup';
import { FIELD_RULES } from './fieldRules';
import { orderIdField, textField } from './yupRules';

/**
 * The forms' yup schemas, built from the field rules (`./fieldRules`) the server's request
 * schemas are built from too (docs/architecture.md, "One contract"). The first-admin command
 * checks its input with teamMemberSchema.
 */

export const gatewaySchema = yup.object({
  gatewayId: textField(FIELD_RULES.gateway.gatewayId),
});

export const newPasswordSchema = yup.object({
  newPassword: textField(FIELD_RULES.newPassword.newPassword),
});

const member = (rules: typeof FIELD_RULES.addTeamMember | typeof FIELD_RULES.updateTeamMember) =>
  yup.object({
    name: textField(rules.name),
    email: textField(rules.email),
    type: textField(rules.type),
    password: textField(rules.password),
  });

export const teamMemberSchema = member(FIELD_RULES.addTeamMember);

/** In edit mode an empty password keeps the member's current one. */
export const teamMemberUpdateSchema = member(FIELD_RULES.updateTeamMember);

export const remarkSchema = yup.object({
  remark: textField(FIELD_RULES.remark.remark),
});

export const transactionSchema = yup.object({
  transactionId: textField(FIELD_RULES.transaction.transactionId),
  merchantName: textField(FIELD_RULES.transaction.merchantName),
});

/** File inputs accept PDF and any image (docs/product.md#validation). */
export const UPLOAD_ACCEPT = '.pdf,application/pdf,image/*';

export const uploadSchema = yup.object({
  email: textField(FIELD_RULES.upload.email),
  file: yup.mixed<File>().required(FIELD_RULES.upload.file.required),
});

/** Resend Mail, the rejection mail and Download History's Sent Mail: the address mailed to. */
export const recipientEmailSchema = yup.object({
  email: textField(FIELD_RULES.recipient.email),
});

export const invoiceSchema = yup.object({
  orderId: orderIdField(FIELD_RULES.invoice.orderId),
});

export { trackOrderSchema } from './customerSchemas';
