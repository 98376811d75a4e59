import type { Generated, Insertable, Selectable } from 'kysely';
import type { OrderStatus, ProcessStatus } from '@portal/shared/entities/folders';
import type {
  ApplicationDetails,
  MailChannel,
  OrderDetails,
  YesNo,
} from '@portal/shared/entities/order';
import type { Role } from '@portal/shared/entities/staff';

/** Table types of the database, as Kysely sees them. Timestamps are ISO-8601 UTC text. */
export interface Database {
  staff: StaffTable;
  orders: OrdersTable;
  order_documents: OrderDocumentsTable;
  mail_history: MailHistoryTable;
  download_history: DownloadHistoryTable;
  remarks: RemarksTable;
  payment_gateways: PaymentGatewaysTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  login_failures: LoginFailuresTable;
  front_rate_limits: FrontRateLimitsTable;
  order_status_counts: OrderStatusCountsTable;
  order_assignee_counts: OrderAssigneeCountsTable;
  order_search: OrderSearchTable;
  order_fragments: OrderFragmentsTable;
  order_search_rows: OrderSearchRowsTable;
  order_country_days: OrderCountryDaysTable;
  order_processor_days: OrderProcessorDaysTable;
  remote_deployments: RemoteDeploymentsTable;
  active_remote_releases: ActiveRemoteReleasesTable;
}

export interface StaffTable {
  id: Generated<number>;
  name: string;
  /**
   * The name as names are compared (lib/memberNameKey), unique among current members. Null
   * only for a look-alike that was already there when migration 140 added the key.
   */
  name_key: string | null;
  /** Always stored lower case. */
  email: string;
  password_hash: string;
  type: Role;
  /** Raised on logout to end every session: tokens carry the version they were signed with. */
  token_version: Generated<number>;
  /** Optimistic-locking counter: an edit or delete names the version it saw. */
  version: Generated<number>;
  deleted_at: string | null;
  created_at: string;
}

export type ProcessingType = OrderDetails['processing_type'];

/** Application fields that have their own column in `orders`; the rest live in `details`. */
export type OrderColumnDetails = 'given_names' | 'family_name' | 'mobile_phone' | 'nationality';
/** The JSON held by `orders.details`. */
export type StoredApplicationDetails = Omit<ApplicationDetails, OrderColumnDetails>;

export interface OrdersTable {
  order_id: number;
  email: string;
  given_names: string;
  family_name: string;
  mobile_phone: string;
  domain_name: string;
  process_status: ProcessStatus;
  order_status: OrderStatus;
  processing_type: ProcessingType;
  nationality: string;
  assign_to: string | null;
  processed_by: string | null;
  created_at: string;
  updated_at: string;
  refund_date: string | null;
  transaction_id: string | null;
  merchant_name: string | null;
  /** Optimistic-locking counter: raised by every change; the order page names the version it saw. */
  version: Generated<number>;
  /** JSON of StoredApplicationDetails. */
  details: string;
}

export interface OrderDocumentsTable {
  id: Generated<number>;
  order_id: number;
  file1: string;
  customer_name: string;
  is_rejected_doc: YesNo;
  mail_service_provider: MailChannel;
  created_at: string;
}

export interface MailHistoryTable {
  id: Generated<number>;
  order_id: number;
  document_id: number | null;
  email: string;
  mail_service_provider: MailChannel;
  /** 1 for a reminder mail. */
  remainder_mail: number;
  create_ts: string;
  /** The outbox row that carried this mail (null for mails older than the outbox). */
  outbox_id: number | null;
}

export interface DownloadHistoryTable {
  id: Generated<number>;
  order_id: number;
  create_ts: string;
  ip: string;
  timezone: string;
  browser: string;
  os: string;
  file1: string;
}

export interface RemarksTable {
  id: Generated<number>;
  order_id: number;
  /** US Eastern date (YYYY-MM-DD) and time (hh:mm:ss AM) the remark was made. */
  us_date: string;
  us_time: string;
  remark_name: string;
  remark: string;
  /** Flags are 'Y' when ticked, '' otherwise. */
  whatsapp: string;
  telephone: string;
  status_refund: string;
  voided: string;
  chargeback: string;
  report_error: string;
  created_at: string;
}

export interface PaymentGatewaysTable {
  id: Generated<number>;
  gateway_name: string;
  is_active: number;
  /** 0 primary domain, 1 secondary domain. */
  is_secondary_domain: number;
  /** Optimistic-locking counter, raised for the whole domain when its active gateway changes. */
  version: Generated<number>;
}

export type MailKind =
  'document' | 'resend' | 'rejection' | 'refund' | 'invoice' | 'download-history';

export interface MailOutboxTable {
  id: Generated<number>;
  order_id: number | null;
  kind: MailKind;
  /** The provider asked for; 'Outbox' when the mail must stay local. */
  provider: MailChannel;
  /** The channel that took it: `provider`, or 'Outbox' when that provider has no credentials. */
  delivered_via: MailChannel | null;
  /** Null: ready now; else not before this moment (a delivery lease or a retry delay). */
  available_at: string | null;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON array of { filename, contentType, base64 }. */
  attachments: Generated<string>;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string;
  /** e.g. 'order.status', 'order.assign', 'order.remark', 'team.update', 'gateway.activate'. */
  action: string;
  entity: 'order' | 'staff' | 'gateway' | 'remote';
  entity_id: string;
  from_value: string | null;
  to_value: string | null;
  /** The X-Request-Id of the request that made the entry (migration 130); null outside one. */
  request_id: string | null;
}

/** Every switch of a remote's active release, deploy or rollback (migration 100). */
export interface RemoteDeploymentsTable {
  id: Generated<number>;
  remote: string;
  release_id: string;
  /** The release that was active before this switch; null when the built dist/ was served. */
  previous_release_id: string | null;
  action: 'deploy' | 'rollback';
  at: string;
  actor_name: string;
}

/** The one record per remote saying which release /remotes.json points to (migration 100). */
export interface ActiveRemoteReleasesTable {
  remote: string;
  release_id: string;
  /** The remote_deployments row that made it active. */
  deployment_id: number;
}

/** One failed sign-in (api/src/security/loginThrottle.ts). */
export interface LoginFailuresTable {
  id: Generated<number>;
  /** The e-mail tried, lower case; it need not belong to an account. */
  email: string;
  ip: string;
  at: string;
}

/** The customer rate limit's counter of one client and call (plugins/frontRateLimit). */
export interface FrontRateLimitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds: the window ends and the count starts over. */
  resets_at: number;
}

export type StaffRow = Selectable<StaffTable>;
export type NewStaff = Insertable<StaffTable>;
export type NewOrder = Insertable<OrdersTable>;
export type NewOrderDocument = Insertable<OrderDocumentsTable>;
export type NewMailHistory = Insertable<MailHistoryTable>;
export type NewDownloadHistory = Insertable<DownloadHistoryTable>;
export type NewRemark = Insertable<RemarksTable>;

/** Orders per process_status, kept exact by triggers on `orders` (migration 060). */
export interface OrderStatusCountsTable {
  process_status: ProcessStatus;
  count: number;
}

/** Orders per member and process_status, kept by triggers (migration 120). */
export interface OrderAssigneeCountsTable {
  assign_to: string;
  process_status: ProcessStatus;
  count: number;
}

/** FTS5 index of the queue search (migration 080); rowid is the list order, not the id. */
export interface OrderSearchTable {
  rowid: number;
  given_names: string;
  family_name: string;
  email: string;
  mobile_phone: string;
  order_id: number;
  /** process_status lower-cased without spaces: one token per status. */
  status_key: string;
  assign_to: string | null;
}

/** The trigram FTS5 copy of what a fragment search reads (migration 150; SQLite only). */
export interface OrderFragmentsTable {
  rowid: number;
  /** given_names and family_name joined by a space. */
  full_name: string;
  email: string;
  mobile_phone: string;
  order_id: number;
  /** process_status lower-cased without spaces, between bars: '|priorityprocessing|'. */
  status_key: string;
  assign_to: string | null;
}

/**
 * The narrow copy of what a fragment search reads (migration 160; PostgreSQL only): the
 * names, e-mail and phone ASCII-folded (A–Z lowered), as the search compares them.
 */
export interface OrderSearchRowsTable {
  order_id: number;
  created_at: string;
  process_status: ProcessStatus;
  assign_to: string | null;
  /** given_names and family_name joined by a space. */
  full_name: string;
  email: string;
  mobile_phone: string;
}

/** Orders the reports count, per UTC day of created_at (migration 081). */
export interface OrderCountryDaysTable {
  day: string;
  nationality: string;
  processing_type: string;
  count: number;
}

export interface OrderProcessorDaysTable {
  day: string;
  processed_by: string;
  count: number;
}
