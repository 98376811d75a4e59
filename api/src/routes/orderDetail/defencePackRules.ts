import { DEFENCE_PACK_STATUSES, offersDefencePack } from '@portal/shared/orders/statusMoves';
import { ApiError } from '../../lib/apiError';
import type { OrderRow } from '../../repositories/orderDetailRepository';

/** Defence packs and transaction details exist only where the page offers them. */
export function assertDefencePackOffered(order: OrderRow): void {
  if (!offersDefencePack(order.process_status)) {
    throw new ApiError(
      409,
      `Defence packs are for ${DEFENCE_PACK_STATUSES.join(', ')} orders; order ${order.order_id} is ${order.process_status.trim()}.`,
    );
  }
}
