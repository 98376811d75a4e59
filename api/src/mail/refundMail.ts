import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recordOrderMail, type RecordedOrderMail } from './orderMail';
import { refundMail, type RefundMailOrder } from './templates/orderMails';

/**
 * The refund mail of an order moved to Refunds, by the order page's Completed Refunds or by
 * move-to-complete-refund alike: outbox and Email History, written with `trx` (the move's own
 * transaction), so there is never a move without its mail or a mail without its move.
 */
export function recordRefundMail(
  trx: Kysely<Database>,
  order: RefundMailOrder & { email: string },
): Promise<RecordedOrderMail> {
  return recordOrderMail(trx, {
    ...refundMail(order),
    orderId: order.order_id,
    documentId: null,
    kind: 'refund',
    // The default provider (docs/product.md#formats-and-limits).
    provider: 'AWS',
    to: order.email,
    reminder: false,
  });
}
