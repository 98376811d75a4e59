import { Type } from '@sinclair/typebox';
import { FIELD_RULES } from '../../validation/fieldRules';
import { noDataResponse, successEnvelope } from '../../schemas/envelopeSchemas';
import { textSchema } from '../../schemas/fieldSchemas';
import { noQuery } from '../../schemas/schemaTypes';
import { loginResultSchema, sessionUserSchema } from '../../schemas/staffSchemas';
import { loginCredentialsSchema } from '../../schemas/sessionSchemas';
import { declaredRoute } from '../apiRoute';

/**
 * The session's calls: sign-in, who is signed in, sign-out, a fresh token and a new password.
 * Each entry declares one call: method, path, access and schemas.
 */
export const SESSION_ROUTES = {
  adminLogin: declaredRoute('POST', '/admin/admin-login', 'public', {
    body: loginCredentialsSchema,
    response: successEnvelope(loginResultSchema),
  }),
  userInfo: declaredRoute('GET', '/user_info', 'staff', {
    querystring: noQuery,
    response: successEnvelope(sessionUserSchema),
  }),
  logout: declaredRoute('POST', '/admin/logout', 'staff', {
    querystring: noQuery,
    response: noDataResponse,
  }),
  /** A fresh token for the same session (same token version and sign-in time). */
  refreshSession: declaredRoute('POST', '/admin/refresh-session', 'staff', {
    querystring: noQuery,
    response: successEnvelope(loginResultSchema),
  }),
  changePassword: declaredRoute('POST', '/admin/change-password', 'staff', {
    body: Type.Object({ newPassword: textSchema(FIELD_RULES.newPassword.newPassword) }),
    response: noDataResponse,
  }),
} as const;
