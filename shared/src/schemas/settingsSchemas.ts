import { Type } from '@sinclair/typebox';
import { FIELD_RULES } from '../validation/fieldRules';
import { successEnvelope } from './envelopeSchemas';
import { textSchema } from './fieldSchemas';
import { mailDeliverySchema } from './orderSchemas';
import { BoundedInteger, StringEnum } from './schemaTypes';
import { teamMemberSchema } from './staffSchemas';

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
  /** How far its delivery got, in the outbox's words ('pending' mails are retried). */
  status: mailDeliverySchema.properties.status,
  /** Who took it: the provider, or 'Outbox' when the provider has no credentials here. */
  channel: mailDeliverySchema.properties.channel,
});

/** The Manage Team form's fields, with the messages of docs/product.md#validation. */
export const teamMemberFields = {
  name: textSchema(FIELD_RULES.addTeamMember.name),
  email: textSchema(FIELD_RULES.addTeamMember.email),
  type: textSchema(FIELD_RULES.addTeamMember.type),
};
/** The member's id in a Manage Team call. */
export const memberIdSchema = BoundedInteger({ minimum: 1 });

export const teamMemberResponse = successEnvelope(teamMemberSchema);
