export interface PaymentGateway {
  /** Encrypted gateway id: the only form in which an id leaves the server. */
  id: string;
  gateway_name: string;
  /** '1' when active. */
  is_active: '0' | '1';
  /** 0 primary domain, 1 secondary domain. */
  is_secondary_domain: 0 | 1;
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
