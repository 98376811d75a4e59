import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { OrderActivityEntry } from '@portal/shared/entities/order';
import { success } from '../../lib/envelope';
import type { AuditRow } from '../../repositories/orderDetailRepository';
import { defineRoute } from '../defineRoute';
import { requireOrder } from './orderInput';

function activityEntry(row: AuditRow): OrderActivityEntry {
  return {
    id: row.id,
    at: row.at,
    actorName: row.actor_name,
    action: row.action,
    from: row.from_value,
    to: row.to_value,
  };
}

/**
 * The order's Activity timeline: every audited change (who, when, what, from and to),
 * newest first, as the page shows it. A call of its own, so the page's main load stays
 * small and the timeline can be reloaded alone after a change.
 */
export default function orderActivity(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.orderActivity, {
    handler: async (request) => {
      const { orderId } = request.params;
      const orders = app.repositories.orderDetail;
      await requireOrder(orders, orderId);
      const trail = await orders.auditTrail(orderId);
      return success('Order activity', trail.reverse().map(activityEntry));
    },
  });
}
