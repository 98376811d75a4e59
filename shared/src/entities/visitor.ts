import type { OrderStatus, ProcessStatus } from './folders';
import type { DownloadHistoryItem } from './order';

/** What a customer may see of their own order once they proved it is theirs. */
export interface VisitorOrder {
  order_id: number;
  given_names: string;
  family_name: string;
  domain_name: string;
  process_status: ProcessStatus;
  order_status: OrderStatus;
  /** Remark texts the team left for the customer (order_status 5). */
  remarks: string[];
}

/** The customer's order (docs/product.md#records). */
export interface VisitorState {
  downloadHistoryList: DownloadHistoryItem[];
  mainResult: VisitorOrder | null;
  downloadFilePath: { file1: string } | null;
}

/**
 * Proof that the caller is the customer of one order: the answer of track-order (order id
 * plus the order's e-mail), sent back with every other customer call. Short-lived.
 */
export interface CustomerPass {
  customerToken: string;
  /** ISO-8601 UTC moment the token stops working. */
  expiresAt: string;
}

/** The answer of get-download-history (data, mainResult and path; docs/product.md#calls). */
export interface VisitorDownloads {
  data: DownloadHistoryItem[];
  mainResult: VisitorOrder;
  /** The current, non-rejected document of the order; null when there is none. */
  path: { file1: string } | null;
}

/**
 * Body of download-passport-doc-pdf: the fields of docs/product.md#calls, the pass and the
 * browser's time zone.
 */
export interface DocumentDownloadRequest {
  orderId: number;
  customername: string;
  file1: string;
  customerToken: string;
  /** IANA zone of the customer's browser, recorded in the download history. */
  timezone?: string;
}

/** The application is approved (status step 4) and its document may be downloaded. */
export const APPROVED_STATUSES: readonly ProcessStatus[] = ['Pending', 'Completed'];

export function isApproved(processStatus: ProcessStatus): boolean {
  return APPROVED_STATUSES.includes(processStatus);
}
