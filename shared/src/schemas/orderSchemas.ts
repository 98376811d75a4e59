import { Type } from '@sinclair/typebox';
import { PROCESS_STATUSES, type OrderStatus } from '../entities/folders';
import { MAIL_SERVICE_PROVIDERS, TRAVEL_DOCUMENT_TYPES } from '../entities/order';
import { Nullable, NullableString } from './envelopeSchemas';
import { StringEnum } from './schemaTypes';

/**
 * The order page's records as the API answers them (docs/product.md#records). The types of
 * `entities/order` are derived from these schemas, and the server serializes its answers
 * with them.
 */

const yesNo = StringEnum(['Yes', 'No']);
export const processStatusSchema = StringEnum(PROCESS_STATUSES);
export const orderStatusSchema = Type.Unsafe<OrderStatus>({
  type: 'integer',
  enum: [0, 1, 2, 3, 5],
});
const mailChannel = StringEnum([...MAIL_SERVICE_PROVIDERS, 'Outbox']);

/** The uploaded visa document of an order. */
export const uploadDocSchema = Type.Object({
  file1: Type.String(),
  customer_name: Type.String(),
  is_rejected_doc: yesNo,
  mail_service_provider: mailChannel,
});

/** The outbox's word on one mail: still queued, handed to a channel, or given up on. */
export const mailDeliverySchema = Type.Object({
  /** What the mail was: 'document', 'resend', 'rejection', 'refund', … */
  kind: Type.String(),
  status: StringEnum(['pending', 'sent', 'failed']),
  /** The channel that took it: the provider asked for, or 'Outbox' when it has no credentials. */
  channel: Nullable(mailChannel),
  error: NullableString(),
});

export const mailHistoryItemSchema = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  uploadDoc: Nullable(uploadDocSchema),
  create_ts: Type.String(),
  remainder_mail: Type.Integer(),
  mail_service_provider: mailChannel,
  email: Type.String(),
  /** How the mail left the portal; null for mails recorded before the outbox existed. */
  delivery: Nullable(mailDeliverySchema),
});

export const downloadHistoryItemSchema = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  create_ts: Type.String(),
  ip: Type.String(),
  timezone: Type.String(),
  /** Dash-separated parts: browser, version, device, device type. */
  browser: Type.String(),
  os: Type.String(),
  file1: Type.String(),
});

export const remarkItemSchema = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  us_date: Type.String(),
  us_time: Type.String(),
  remark_name: Type.String(),
  remark: Type.String(),
  whatsapp: Type.String(),
  telephone: Type.String(),
  status_refund: Type.String(),
  voided: Type.String(),
  chargeback: Type.String(),
  report_error: Type.String(),
});

/**
 * Passport, personal, travel document, contact, offence and declaration fields
 * (docs/product.md#records).
 */
const applicationFields = {
  purpose_stay: Type.String(),
  purpose_details: Type.String(),
  family_name: Type.String(),
  given_names: Type.String(),
  sex: Type.String(),
  date_of_birth: Type.String(),
  passport_number: Type.String(),
  country_of_passport: Type.String(),
  nationality: Type.String(),
  passport_issue_date: Type.String(),
  passport_expiry_date: Type.String(),
  place_of_issue: Type.String(),
  has_visa_grant: yesNo,
  visa_grant_number: Type.String(),
  has_national_id: yesNo,
  national_id_family_name: Type.String(),
  national_id_given_names: Type.String(),
  national_id_number: Type.String(),
  national_id_country: Type.String(),
  national_id_issue_date: Type.String(),
  national_id_expiry_date: Type.String(),
  birth_town: Type.String(),
  birth_state: Type.String(),
  birth_country: Type.String(),
  relationship_status: Type.String(),
  has_other_names: yesNo,
  previous_family_name: Type.String(),
  previous_given_names: Type.String(),
  other_name_reason_type: Type.String(),
  other_name_reason_details: Type.String(),
  is_citizen_of_passport_country: yesNo,
  citizenship_details: Type.String(),
  is_stateless: yesNo,
  stateless_details: Type.String(),
  has_other_citizenship: yesNo,
  other_citizenship_countries: Type.String(),
  has_other_passports: yesNo,
  has_other_identity_documents: yesNo,
  document_type: StringEnum([...TRAVEL_DOCUMENT_TYPES, '']),
  document_family_name: Type.String(),
  document_given_names: Type.String(),
  document_sex: Type.String(),
  document_birth_day: Type.String(),
  document_birth_month: Type.String(),
  document_birth_year: Type.String(),
  document_number: Type.String(),
  document_country: Type.String(),
  document_nationality: Type.String(),
  document_place_of_issue: Type.String(),
  country_of_residence: Type.String(),
  residential_country: Type.String(),
  address: Type.String(),
  suburb_town: Type.String(),
  state_province: Type.String(),
  postal_code: Type.String(),
  is_postal_same: yesNo,
  postal_address: Type.String(),
  postal_suburb_town: Type.String(),
  postal_state_province: Type.String(),
  postal_postal_code: Type.String(),
  postal_country: Type.String(),
  mobile_phone_code: Type.String(),
  mobile_phone: Type.String(),
  charged_with_offence: yesNo,
  charged_name: Type.String(),
  charged_type: Type.String(),
  charged_date: Type.String(),
  charged_description: Type.String(),
  convicted_of_offence: yesNo,
  convicted_name: Type.String(),
  convicted_type: Type.String(),
  convicted_date: Type.String(),
  convicted_description: Type.String(),
  domestic_violence_order: yesNo,
  dv_name: Type.String(),
  dv_date: Type.String(),
  dv_details: Type.String(),
  declaration_read: yesNo,
  declaration_correct: yesNo,
  declaration_fraudulent: yesNo,
  declaration_cancellation: yesNo,
  declaration_automatic_right: yesNo,
  declaration_inform: yesNo,
  declaration_privacy: yesNo,
  declaration_understand: yesNo,
  declaration_unlawful: yesNo,
};
export const applicationDetailsSchema = Type.Object(applicationFields);

/** Full order as GET /admin/get-orders-details answers it. */
export const orderDetailsSchema = Type.Object({
  ...applicationFields,
  order_id: Type.Integer(),
  email: Type.String(),
  /** The order id at the portal's fixed application mail domain. */
  application_email: Type.String(),
  /** The customer's track-order page, on the customer site, as the order's mails link it. */
  track_url: Type.String(),
  domain_name: Type.String(),
  process_status: processStatusSchema,
  order_status: orderStatusSchema,
  processing_type: StringEnum(['Standard', 'Priority']),
  transaction_id: NullableString(),
  merchant_name: NullableString(),
  assign_to: NullableString(),
  created_at: Type.String(),
  version: Type.Integer(),
  uploadDoc: Nullable(uploadDocSchema),
  mailHistory: Type.Array(mailHistoryItemSchema),
  downloadHistory: Type.Array(downloadHistoryItemSchema),
  remark: Type.Array(remarkItemSchema),
});

/** One row of a queue list (docs/product.md#records). */
export const orderListRowSchema = Type.Object({
  order_id: Type.Integer(),
  process_status: processStatusSchema,
  given_names: Type.String(),
  family_name: Type.String(),
  email: Type.String(),
  mobile_phone: Type.String(),
  assign_to: NullableString(),
  created_at: Type.String(),
  refund_date: NullableString(),
});

/** A page of a queue, as the list and search calls answer it. */
export const orderListPageSchema = Type.Object({
  rows: Type.Array(orderListRowSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  perPage: Type.Integer(),
  /** Searches: more than `total` orders matched (the count stops at 10,000; shown '10,000+'). */
  totalCapped: Type.Optional(Type.Boolean()),
  /** Lists: pass as `after` to get the next page by a keyset seek; absent on the last page. */
  nextCursor: Type.Optional(Type.String()),
});

/** One audited change of an order, as its Activity timeline shows it. */
export const orderActivityEntrySchema = Type.Object({
  id: Type.Integer(),
  /** ISO time of the change. */
  at: Type.String(),
  actorName: Type.String(),
  /** e.g. 'order.status', 'order.assign', 'order.remark'. */
  action: Type.String(),
  /** The value before and after: plain text or JSON of a few fields; null when none. */
  from: NullableString(),
  to: NullableString(),
});
