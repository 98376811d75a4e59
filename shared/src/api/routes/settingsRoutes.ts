import { Type } from '@sinclair/typebox';
import { FIELD_RULES } from '../../validation/fieldRules';
import { noDataResponse, successEnvelope } from '../../schemas/envelopeSchemas';
import { orderIdFieldSchema, textSchema } from '../../schemas/fieldSchemas';
import { noQuery, versionSchema } from '../../schemas/schemaTypes';
import { roleSchema, teamMemberSchema } from '../../schemas/staffSchemas';
import {
  paymentGatewaySchema,
  invoiceMailSchema,
  teamMemberFields,
  memberIdSchema,
  teamMemberResponse,
} from '../../schemas/settingsSchemas';
import { ROLE_ACCESS } from '../../roles/roleRules';
import { declaredRoute } from '../apiRoute';

/**
 * Admin Settings' calls: invoices, payment gateways and the team.
 * Each entry declares one call: method, path, access and schemas.
 */
export const SETTINGS_ROUTES = {
  sendInvoice: declaredRoute('POST', '/admin/send-invoice', 'staff', {
    body: Type.Object({ orderId: orderIdFieldSchema(FIELD_RULES.invoice.orderId) }),
    response: successEnvelope(invoiceMailSchema),
  }),
  paymentGateways: declaredRoute('GET', '/admin/payment-gateways', ROLE_ACCESS.changeGateway, {
    querystring: noQuery,
    response: successEnvelope(Type.Array(paymentGatewaySchema)),
  }),
  paymentGatewaySetting: declaredRoute(
    'POST',
    '/admin/payment-gateway-setting',
    ROLE_ACCESS.changeGateway,
    {
      body: Type.Object({
        gatewayDetails: Type.Object({
          gatewayId: textSchema(FIELD_RULES.gateway.gatewayId),
          isSecondaryDomain: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }),
        }),
        /** The chosen gateway's version as the page listed it. */
        version: versionSchema,
      }),
      response: noDataResponse,
    },
  ),
  teamMemberList: declaredRoute('GET', '/admin/get-team-member-list', ROLE_ACCESS.manageTeam, {
    querystring: noQuery,
    response: successEnvelope(Type.Array(teamMemberSchema)),
  }),
  addTeamMember: declaredRoute('POST', '/admin/add-team-member', ROLE_ACCESS.manageTeam, {
    body: Type.Object({
      ...teamMemberFields,
      password: textSchema(FIELD_RULES.addTeamMember.password),
    }),
    response: teamMemberResponse,
  }),
  deleteTeamMember: declaredRoute('PUT', '/admin/delete-team-member', ROLE_ACCESS.manageTeam, {
    body: Type.Object({ teamMemberId: memberIdSchema, version: versionSchema }),
    response: noDataResponse,
  }),
  teamMemberInfo: declaredRoute('GET', '/admin/team-member-info/:id', ROLE_ACCESS.manageTeam, {
    params: Type.Object({ id: memberIdSchema }),
    response: teamMemberResponse,
  }),
  updateTeamMember: declaredRoute('POST', '/admin/update-team-member', ROLE_ACCESS.manageTeam, {
    body: Type.Object({
      ...teamMemberFields,
      /** Empty keeps the current password. */
      password: textSchema(FIELD_RULES.updateTeamMember.password),
      tmId: memberIdSchema,
      version: versionSchema,
    }),
    response: teamMemberResponse,
  }),
  /** The types the signed-in member may give: a Manager is not offered Admin. */
  teamMemberTypes: declaredRoute('GET', '/admin/get-team-member-type', ROLE_ACCESS.manageTeam, {
    querystring: noQuery,
    response: successEnvelope(Type.Array(roleSchema)),
  }),
  /** Lifts the sign-in lockout of a member: forgets their failed sign-ins (docs/security.md). */
  unlockTeamMember: declaredRoute('PUT', '/admin/unlock-team-member', ROLE_ACCESS.unlockMembers, {
    body: Type.Object({ teamMemberId: memberIdSchema }),
    response: noDataResponse,
  }),
} as const;
