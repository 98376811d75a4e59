import { Type } from '@sinclair/typebox';
import { FIELD_RULES } from '../validation/fieldRules';
import { textSchema } from './fieldSchemas';

/** The sign-in form's fields (docs/product.md#validation). */
export const loginCredentialsSchema = Type.Object({
  // Longer values are refused before anything is looked up or stored: no member has a longer
  // e-mail, and a password is set at most 72 bytes (so 72 characters) long.
  email: textSchema(FIELD_RULES.login.email),
  password: textSchema(FIELD_RULES.login.password),
});
