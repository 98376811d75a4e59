import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { OrderRepository } from '../../repositories/orderRepository';
import { defineRoute } from '../defineRoute';
import { assertAllFound, uniqueIds } from './queueRules';

/**
 * 'Refunded it' on Refund Orders: sets the refund date of the selected orders. Every order
 * must be in Refunds; one refunded before keeps its first date.
 */
export default function refundOrders(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.refundOrders, {
    handler: async (request) => {
      const staff = signedInStaff(request);
      const ids = uniqueIds(request.body.orderId);
      const changedCount = await app.db.transaction().execute(async (trx) => {
        const orders = new OrderRepository(trx);
        const targets = await orders.findActionTargets(ids);
        assertAllFound(ids, targets);
        const outside = targets.find((target) => target.process_status !== 'Refunds');
        if (outside) {
          throw new ApiError(
            409,
            `Order ${outside.order_id} is not in Refunds, so it cannot be marked as refunded.`,
          );
        }
        const refundDate = new Date().toISOString();
        const changed = await orders.markRefunded(ids, refundDate);
        for (const orderId of changed) {
          await recordAudit(trx, {
            actor: staff,
            action: 'order.refund',
            entity: 'order',
            entityId: orderId,
            from: null,
            to: refundDate,
          });
        }
        return changed.length;
      });
      return success(
        changedCount === 0
          ? 'The selected orders were already marked as refunded.'
          : 'Selected orders have been marked as refunded.',
        { orderId: ids },
      );
    },
  });
}
