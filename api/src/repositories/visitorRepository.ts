import type { Kysely } from 'kysely';
import type { DownloadHistoryItem } from '@portal/shared/entities/order';
import type { VisitorOrder } from '@portal/shared/entities/visitor';
import { ORDER_STATUS } from '@portal/shared/entities/folders';
import type { Database, NewDownloadHistory } from '../db/schema';
import { latestDocumentOf, type OrderDocumentRow } from './orderDocuments';

/** The order fields a customer proves ownership with, plus what they may see. */
export interface TrackableOrder extends Omit<VisitorOrder, 'remarks'> {
  email: string;
}

/**
 * What the customer pages read and write: an order as its customer may see it, its
 * current document and its download history. Deleted orders are junk or duplicates staff
 * removed, so customers cannot find them.
 */
export class VisitorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findTrackable(orderId: number): Promise<TrackableOrder | undefined> {
    return this.db
      .selectFrom('orders')
      .select([
        'order_id',
        'email',
        'given_names',
        'family_name',
        'domain_name',
        'process_status',
        'order_status',
      ])
      .where('order_id', '=', orderId)
      .where('process_status', '!=', 'Deleted')
      .executeTakeFirst();
  }

  /** The order as its customer sees it; remark texts only while information is missing (status 5). */
  async visitorOrder(order: TrackableOrder): Promise<VisitorOrder> {
    const remarks =
      order.order_status === ORDER_STATUS.missingInformation
        ? await this.db
            .selectFrom('remarks')
            .select('remark')
            .where('order_id', '=', order.order_id)
            .orderBy('id')
            .execute()
        : [];
    return {
      order_id: order.order_id,
      given_names: order.given_names,
      family_name: order.family_name,
      domain_name: order.domain_name,
      process_status: order.process_status,
      order_status: order.order_status,
      remarks: remarks.map((row) => row.remark),
    };
  }

  /** The latest document uploaded for the order, rejected or not. */
  currentDocument(orderId: number): Promise<OrderDocumentRow | undefined> {
    return latestDocumentOf(this.db, orderId);
  }

  /** Newest first. */
  downloadHistory(orderId: number): Promise<DownloadHistoryItem[]> {
    return this.db
      .selectFrom('download_history')
      .select(['id', 'order_id', 'create_ts', 'ip', 'timezone', 'browser', 'os', 'file1'])
      .where('order_id', '=', orderId)
      .orderBy('create_ts', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async recordDownload(row: NewDownloadHistory): Promise<void> {
    await this.db.insertInto('download_history').values(row).execute();
  }
}
