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

/** Visitor state (spec section 3). */
export interface VisitorState {
  downloadHistoryList: DownloadHistoryItem[];
  mainResult: VisitorOrder | null;
  downloadFilePath: { file1: string } | null;
}
