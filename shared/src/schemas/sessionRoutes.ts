import { Type } from '@sinclair/typebox';
import { FIELD_RULES } from '../validation/fieldRules';
import { noDataResponse, successEnvelope } from './envelopeSchemas';
import { textSchema } from './fieldSchemas';
import { noQuery } from './schemaTypes';
import { loginResultSchema, sessionUserSchema } from './staffSchemas';

/** The sign-in form's fields (docs/product.md#validation). */
export const loginCredentialsSchema = Type.Object({
  // Longer values are refused before anything is looked up or stored: no member has a longer
  // e-mail, and a password is set at most 72 bytes (so 72 characters) long.
  email: textSchema(FIELD_RULES.login.email),
  password: textSchema(FIELD_RULES.login.password),
});

/**
 * The session's calls: each one's request parts and answer, the one declaration the
 * contract's types (api/apiRoutes) and the server's validation and serialization share.
 */
export const SESSION_SCHEMAS = {
  adminLogin: { body: loginCredentialsSchema, response: successEnvelope(loginResultSchema) },
  userInfo: { querystring: noQuery, response: successEnvelope(sessionUserSchema) },
  logout: { querystring: noQuery, response: noDataResponse },
  /** A fresh token for the same session (same token version and sign-in time). */
  refreshSession: { querystring: noQuery, response: successEnvelope(loginResultSchema) },
  changePassword: {
    body: Type.Object({ newPassword: textSchema(FIELD_RULES.newPassword.newPassword) }),
    response: noDataResponse,
  },
};
