import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { OrderRepository } from '../../repositories/orderRepository';
import { defineRoute } from '../defineRoute';
import { assertAllFound, assertMayDelete, uniqueIds } from './queueRules';

/** Delete from a queue: the orders move to Deleted (mayDeleteOrder's queue rule). */
export default function changeOrderStatus(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.changeOrderStatus, {
    handler: async (request) => {
      const staff = signedInStaff(request);
      const ids = uniqueIds(request.body.orderId);
      await app.db.transaction().execute(async (trx) => {
        const orders = new OrderRepository(trx);
        const targets = await orders.findActionTargets(ids);
        assertAllFound(ids, targets);
        for (const target of targets) assertMayDelete(staff, target, 'queue');
        const changed = new Set(await orders.setStatus(ids, 'Deleted', new Date().toISOString()));
        for (const target of targets) {
          if (!changed.has(target.order_id)) continue;
          await recordAudit(trx, {
            actor: staff,
            action: 'order.status',
            entity: 'order',
            entityId: target.order_id,
            from: target.process_status,
            to: 'Deleted',
          });
        }
      });
      return success(
        ids.length === 1
          ? 'Order has been deleted successfully'
          : 'Orders have been deleted successfully',
        { orderId: ids },
      );
    },
  });
}
