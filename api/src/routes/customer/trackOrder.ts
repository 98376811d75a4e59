import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { orderIdFieldSchema, textSchema } from '@portal/shared/schemas/fieldSchemas';
import { FIELD_RULES } from '@portal/shared/validation/fieldRules';
import { issueCustomerPass } from '../../customer/customerPass';
import { MESSAGE_ORDER_NOT_FOUND, sameEmail } from '../../customer/customerProof';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';

export const MESSAGE_ORDER_FOUND = 'Your order has been found.';

const body = Type.Object({
  orderId: orderIdFieldSchema(FIELD_RULES.trackOrder.orderId),
  email: textSchema(FIELD_RULES.trackOrder.email),
});

/**
 * The customer's way in: the order id and the order's e-mail answer a short-lived pass
 * for that order. The answer holds nothing of the order itself, and a wrong e-mail gets
 * exactly the answer of an unknown order.
 */
export default function trackOrder(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.trackOrder, {
    schema: { body },
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
