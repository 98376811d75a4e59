import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { findOfferedMove, moveMessage } from '@portal/shared/orders/statusMoves';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { recordRefundMail } from '../../mail/refundMail';
import { signedInStaff } from '../../plugins/authGuard';
import { OrderDetailRepository } from '../../repositories/orderDetailRepository';
import { defineRoute } from '../defineRoute';
import { assertMayDelete } from '../queues/queueRules';
import { requireOrder, staleOrder } from './orderInput';

/**
 * The order page's move buttons (docs/product.md#status-moves): only a move the page offers for the
 * order's current status is accepted, and only on the version the page showed.
 */
export default function moveOrderStatus(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.moveOrderStatus, {
    handler: async (request) => {
      const staff = signedInStaff(request);
      const { orderId, updatingStatus, orderStatus, version } = request.body;
      if ((updatingStatus === undefined) === (orderStatus === undefined)) {
        throw new ApiError(400, 'Send either updatingStatus or orderStatus, not both or neither.');
      }
      const message = await app.db.transaction().execute(async (trx) => {
        const orders = new OrderDetailRepository(trx);
        const order = await requireOrder(orders, orderId);
        if (order.version !== version) throw staleOrder();
        const move = findOfferedMove(order.process_status, { updatingStatus, orderStatus });
        if (!move) {
          const asked = updatingStatus ?? `order status ${String(orderStatus)}`;
          throw new ApiError(
            409,
            `Moving to ${asked.trim()} is not offered for an order in ${order.process_status.trim()}.`,
          );
        }
        if (move.kind === 'updatingStatus' && move.updatingStatus === 'Deleted') {
          assertMayDelete(staff, order, 'orderPage');
        }
        const change =
          move.kind === 'orderStatus'
            ? { orderStatus: move.orderStatus }
            : {
                processStatus: move.updatingStatus,
                // The Processed By report credits whoever completed the order.
                ...(move.updatingStatus === 'Completed' && !order.processed_by
                  ? { processedBy: staff.name }
                  : {}),
              };
        if (!(await orders.moveStatus(orderId, change, version))) throw staleOrder();
        await recordAudit(trx, {
          actor: staff,
          action: move.kind === 'orderStatus' ? 'order.orderStatus' : 'order.status',
          entity: 'order',
          entityId: orderId,
          from: move.kind === 'orderStatus' ? order.order_status : order.process_status,
          to: move.kind === 'orderStatus' ? move.orderStatus : move.updatingStatus,
        });
        // Completed Refunds is the page's move to complete with refund: it sends the refund mail.
        if (move.kind === 'updatingStatus' && move.updatingStatus === 'Refunds') {
          await recordRefundMail(trx, order);
          return `Order ${orderId} moved to Refunds; the refund mail is on its way.`;
        }
        return moveMessage(orderId, move);
      });
      return success(message, null);
    },
  });
}
