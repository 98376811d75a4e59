import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { recordRefundMail } from '../../mail/refundMail';
import { signedInStaff } from '../../plugins/authGuard';
import { OrderRepository } from '../../repositories/orderRepository';
import { defineRoute } from '../defineRoute';
import { assertAllFound } from './queueRules';

/**
 * 'Completed Refunds': the order moves to Refunds and the refund mail goes to the outbox
 * and the order's Email History in the same transaction, so there is never one without
 * the other.
 */
export default function moveToCompleteRefund(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.moveToCompleteRefund, {
    handler: async (request) => {
      const staff = signedInStaff(request);
      const { orderId } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const orders = new OrderRepository(trx);
        const targets = await orders.findActionTargets([orderId]);
        assertAllFound([orderId], targets);
        const [order] = targets;
        if (!order || order.process_status === 'Refunds') {
          throw new ApiError(409, `Order ${orderId} is already in Refunds.`);
        }
        const changed = await orders.setStatus([orderId], 'Refunds', new Date().toISOString());
        if (changed.length === 0) {
          throw new ApiError(
            409,
            `Order ${orderId} was changed by someone else. Refresh and try again.`,
          );
        }
        await recordAudit(trx, {
          actor: staff,
          action: 'order.status',
          entity: 'order',
          entityId: orderId,
          from: order.process_status,
          to: 'Refunds',
        });
        await recordRefundMail(trx, order);
      });
      return success('Order has been moved to Refunds and the refund mail is on its way.', null);
    },
  });
}
