export interface PaymentGateway {
  /** Encrypted gateway id: the only form in which an id leaves the server. */
  id: string;
  gateway_name: string;
  /** '1' when active. */
  is_active: '0' | '1';
  /** 0 primary domain, 1 secondary domain. */
  is_secondary_domain: 0 | 1;
  /** The site (domain name) this gateway takes payments for, from the server's configuration. */
  domain_name: string;
  /** Raised for every gateway of the domain when its active gateway changes. */
  version: number;
}

export interface CountryRow {
  nationality: string;
  count: number;
  standard_count: number;
  priority_count: number;
}

export interface ProcessedRow {
  processed_by: string;
  count: number;
}

/** Report request: optional whole days (YYYY-MM-DD, inclusive) and a case-insensitive search. */
export interface ReportFilter {
  fromDate?: string;
  toDate?: string;
  search?: string;
}

/** What send-invoice put in the mail outbox, and how far its delivery got. */
export interface InvoiceMail {
  mailId: number;
  to: string;
  attachments: string[];
  /** 'pending' mails are retried by the outbox. */
  status: 'pending' | 'sent' | 'failed';
}
