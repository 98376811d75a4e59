import { Type } from '@sinclair/typebox';
import { STAFF_ROLES } from '@portal/shared/entities/staff';
import { MESSAGES } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';
import { fieldMessages, StringEnum } from '../../lib/schemaTypes';

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

/** The Manage Team form's fields, with the messages of docs/product.md#validation. */
export const teamMemberFields = {
  name: Type.String({
    minLength: 1,
    maxLength: MAX_NAME_LENGTH,
    ...fieldMessages({ required: MESSAGES.memberNameRequired }),
  }),
  email: Type.String({
    format: 'email',
    maxLength: MAX_EMAIL_LENGTH,
    ...fieldMessages({
      required: MESSAGES.memberEmailRequired,
      invalid: MESSAGES.memberEmailRequired,
    }),
  }),
  type: StringEnum(STAFF_ROLES, {
    ...fieldMessages({
      required: MESSAGES.memberTypeRequired,
      invalid: MESSAGES.memberTypeRequired,
    }),
  }),
};

/** A name of spaces only is no name. */
export function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ApiError(400, MESSAGES.memberNameRequired);
  return trimmed;
}
