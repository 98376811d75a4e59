import { Type } from '@sinclair/typebox';
import { FIELD_RULES } from '../validation/fieldRules';
import { noDataResponse, successEnvelope } from './envelopeSchemas';
import { orderIdFieldSchema, textSchema } from './fieldSchemas';
import { BoundedInteger, noQuery, StringEnum, versionSchema } from './schemaTypes';
import { roleSchema, teamMemberSchema } from './staffSchemas';

/** A gateway as Payment Gateway Setting lists it (docs/product.md#admin-settings). */
export const paymentGatewaySchema = Type.Object({
  /** Encrypted gateway id: the only form in which an id leaves the server. */
  id: Type.String(),
  gateway_name: Type.String(),
  /** '1' when active. */
  is_active: StringEnum(['0', '1']),
  /** 0 primary domain, 1 secondary domain. */
  is_secondary_domain: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }),
  /** The site (domain name) this gateway takes payments for, from the server's configuration. */
  domain_name: Type.String(),
  /** Raised for every gateway of the domain when its active gateway changes. */
  version: Type.Integer(),
});

/** What send-invoice put in the mail outbox, and how far its delivery got. */
export const invoiceMailSchema = Type.Object({
  mailId: Type.Integer(),
  to: Type.String(),
  attachments: Type.Array(Type.String()),
  /** 'pending' mails are retried by the outbox. */
  status: StringEnum(['pending', 'sent', 'failed']),
});

/** The Manage Team form's fields, with the messages of docs/product.md#validation. */
export const teamMemberFields = {
  name: textSchema(FIELD_RULES.addTeamMember.name),
  email: textSchema(FIELD_RULES.addTeamMember.email),
  type: textSchema(FIELD_RULES.addTeamMember.type),
};
/** The member's id in a Manage Team call. */
const memberIdSchema = BoundedInteger({ minimum: 1 });

const teamMemberResponse = successEnvelope(teamMemberSchema);

/**
 * The admin settings' calls: each one's request parts and answer, the one declaration the
 * contract's types (api/apiRoutes) and the server's validation and serialization share.
 */
export const SETTINGS_SCHEMAS = {
  sendInvoice: {
    body: Type.Object({ orderId: orderIdFieldSchema(FIELD_RULES.invoice.orderId) }),
    response: successEnvelope(invoiceMailSchema),
  },
  paymentGateways: {
    querystring: noQuery,
    response: successEnvelope(Type.Array(paymentGatewaySchema)),
  },
  paymentGatewaySetting: {
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
  teamMemberList: {
    querystring: noQuery,
    response: successEnvelope(Type.Array(teamMemberSchema)),
  },
  addTeamMember: {
    body: Type.Object({
      ...teamMemberFields,
      password: textSchema(FIELD_RULES.addTeamMember.password),
    }),
    response: teamMemberResponse,
  },
  deleteTeamMember: {
    body: Type.Object({ teamMemberId: memberIdSchema, version: versionSchema }),
    response: noDataResponse,
  },
  teamMemberInfo: {
    params: Type.Object({ id: memberIdSchema }),
    response: teamMemberResponse,
  },
  updateTeamMember: {
    body: Type.Object({
      ...teamMemberFields,
      /** Empty keeps the current password. */
      password: textSchema(FIELD_RULES.updateTeamMember.password),
      tmId: memberIdSchema,
      version: versionSchema,
    }),
    response: teamMemberResponse,
  },
  /** The types the signed-in member may give: a Manager is not offered Admin. */
  teamMemberTypes: {
    querystring: noQuery,
    response: successEnvelope(Type.Array(roleSchema)),
  },
  /** Lifts the sign-in lockout of a member: forgets their failed sign-ins (docs/security.md). */
  unlockTeamMember: {
    body: Type.Object({ teamMemberId: memberIdSchema }),
    response: noDataResponse,
  },
};
