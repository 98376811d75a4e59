import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { issueCustomerPass } from '../../customer/customerPass';
import { MESSAGE_ORDER_NOT_FOUND, sameEmail } from '../../customer/customerProof';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';

export const MESSAGE_ORDER_FOUND = 'Your order has been found.';

/**
 * The customer's way in: the order id and the order's e-mail answer a short-lived pass
 * for that order. The answer holds nothing of the order itself, and a wrong e-mail gets
 * exactly the answer of an unknown order.
 */
export default function trackOrder(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.trackOrder, {
    handler: async (request) => {
      const { orderId, email } = request.body;
      const order = await app.repositories.visitors.findTrackable(orderId);
      if (!order || !sameEmail(email, order.email)) {
        throw new ApiError(404, MESSAGE_ORDER_NOT_FOUND);
      }
      return success(MESSAGE_ORDER_FOUND, issueCustomerPass(order.order_id, app.config.jwtSecret));
    },
  });
}
