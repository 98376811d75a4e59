import type { OrderStatus, ProcessStatus } from './folders';

export type YesNo = 'Yes' | 'No';
export type MailServiceProvider = 'AWS' | 'Sendgrid';
export const MAIL_SERVICE_PROVIDERS: readonly MailServiceProvider[] = ['AWS', 'Sendgrid'];
/** How the portal records mails that went to the local outbox (no provider credentials). */
export type MailChannel = MailServiceProvider | 'Outbox';

/** One row of a queue list (docs/product.md#records). */
export interface OrderListRow {
  order_id: number;
  process_status: ProcessStatus;
  given_names: string;
  family_name: string;
  email: string;
  mobile_phone: string;
  assign_to: string | null;
  created_at: string;
  refund_date: string | null;
}

export interface OrderListPage {
  rows: OrderListRow[];
  total: number;
  page: number;
  perPage: number;
  /** Searches: more than `total` orders matched (the count stops at 10,000; shown '10,000+'). */
  totalCapped?: boolean;
  /** Lists: pass as `after` to get the next page by a keyset seek; absent on the last page. */
  nextCursor?: string;
}

/** The uploaded visa document of an order. */
export interface UploadDoc {
  file1: string;
  customer_name: string;
  is_rejected_doc: YesNo;
  mail_service_provider: MailChannel;
}

export interface MailHistoryItem {
  id: number;
  order_id: number;
  uploadDoc: UploadDoc | null;
  create_ts: string;
  remainder_mail: number;
  mail_service_provider: MailChannel;
  email: string;
  /** How the mail left the portal; null for mails recorded before the outbox existed. */
  delivery: MailDelivery | null;
}

/** The outbox's word on one mail: still queued, handed to a channel, or given up on. */
export interface MailDelivery {
  /** What the mail was: 'document', 'resend', 'rejection', 'refund', … */
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  /** The channel that took it: the provider asked for, or 'Outbox' when it has no credentials. */
  channel: MailChannel | null;
  error: string | null;
}

export interface DownloadHistoryItem {
  id: number;
  order_id: number;
  create_ts: string;
  ip: string;
  timezone: string;
  /** Dash-separated parts: browser, version, device, device type. */
  browser: string;
  os: string;
  file1: string;
}

export interface RemarkItem {
  id: number;
  order_id: number;
  us_date: string;
  us_time: string;
  remark_name: string;
  remark: string;
  whatsapp: string;
  telephone: string;
  status_refund: string;
  voided: string;
  chargeback: string;
  report_error: string;
}

/**
 * Passport, personal, travel document, contact, offence and declaration fields
 * (docs/product.md#records).
 */
export interface ApplicationDetails {
  purpose_stay: string;
  purpose_details: string;
  family_name: string;
  given_names: string;
  sex: string;
  date_of_birth: string;
  passport_number: string;
  country_of_passport: string;
  nationality: string;
  passport_issue_date: string;
  passport_expiry_date: string;
  place_of_issue: string;
  has_visa_grant: YesNo;
  visa_grant_number: string;
  has_national_id: YesNo;
  national_id_family_name: string;
  national_id_given_names: string;
  national_id_number: string;
  national_id_country: string;
  national_id_issue_date: string;
  national_id_expiry_date: string;
  birth_town: string;
  birth_state: string;
  birth_country: string;
  relationship_status: string;
  has_other_names: YesNo;
  previous_family_name: string;
  previous_given_names: string;
  other_name_reason_type: string;
  other_name_reason_details: string;
  is_citizen_of_passport_country: YesNo;
  citizenship_details: string;
  is_stateless: YesNo;
  stateless_details: string;
  has_other_citizenship: YesNo;
  other_citizenship_countries: string;
  has_other_passports: YesNo;
  has_other_identity_documents: YesNo;
  document_type: TravelDocumentType | '';
  document_family_name: string;
  document_given_names: string;
  document_sex: string;
  document_birth_day: string;
  document_birth_month: string;
  document_birth_year: string;
  document_number: string;
  document_country: string;
  document_nationality: string;
  document_place_of_issue: string;
  country_of_residence: string;
  residential_country: string;
  address: string;
  suburb_town: string;
  state_province: string;
  postal_code: string;
  is_postal_same: YesNo;
  postal_address: string;
  postal_suburb_town: string;
  postal_state_province: string;
  postal_postal_code: string;
  postal_country: string;
  mobile_phone_code: string;
  mobile_phone: string;
  charged_with_offence: YesNo;
  charged_name: string;
  charged_type: string;
  charged_date: string;
  charged_description: string;
  convicted_of_offence: YesNo;
  convicted_name: string;
  convicted_type: string;
  convicted_date: string;
  convicted_description: string;
  domestic_violence_order: YesNo;
  dv_name: string;
  dv_date: string;
  dv_details: string;
  declaration_read: YesNo;
  declaration_correct: YesNo;
  declaration_fraudulent: YesNo;
  declaration_cancellation: YesNo;
  declaration_automatic_right: YesNo;
  declaration_inform: YesNo;
  declaration_privacy: YesNo;
  declaration_understand: YesNo;
  declaration_unlawful: YesNo;
}

export const TRAVEL_DOCUMENT_TYPES = [
  'passport',
  'immicard',
  'dftta',
  'plo56',
  'titre',
  'other',
] as const;
export type TravelDocumentType = (typeof TRAVEL_DOCUMENT_TYPES)[number];

/** One audited change of an order, as its Activity timeline shows it. */
export interface OrderActivityEntry {
  id: number;
  /** ISO time of the change. */
  at: string;
  actorName: string;
  /** e.g. 'order.status', 'order.assign', 'order.remark'. */
  action: string;
  /** The value before and after: plain text or JSON of a few fields; null when none. */
  from: string | null;
  to: string | null;
}

/** Full order as GET /admin/get-orders-details answers it. */
export interface OrderDetails extends ApplicationDetails {
  order_id: number;
  email: string;
  /** The order id at the portal's fixed application mail domain. */
  application_email: string;
  domain_name: string;
  process_status: ProcessStatus;
  order_status: OrderStatus;
  processing_type: 'Standard' | 'Priority';
  transaction_id: string | null;
  merchant_name: string | null;
  assign_to: string | null;
  created_at: string;
  version: number;
  uploadDoc: UploadDoc | null;
  mailHistory: MailHistoryItem[];
  downloadHistory: DownloadHistoryItem[];
  remark: RemarkItem[];
}

/** Remark as submitted (docs/product.md#records); flags are 'Y' when ticked. */
/** A remark's tick box as sent: 'Y' ticked; '' or 'N' not. */
export type RemarkFlag = '' | 'Y' | 'N';

export interface RemarkInput {
  orderId: number;
  remark: string;
  /** Sent by the page; the server always records the signed-in member as the author. */
  remarkerName?: string;
  whatsapp?: RemarkFlag;
  telephone?: RemarkFlag;
  statusRefund?: RemarkFlag;
  voided?: RemarkFlag;
  chargeBack?: RemarkFlag;
}
