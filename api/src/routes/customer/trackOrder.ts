import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { issueCustomerPass } from '../../customer/customerPass';
import { MESSAGE_ORDER_NOT_FOUND, orderIdSchema, sameEmail } from '../../customer/customerProof';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { fieldMessages } from '../../lib/schemaTypes';
import { defineRoute } from '../defineRoute';

export const MESSAGE_ORDER_FOUND = 'Your order has been found.';

const body = Type.Object({
  orderId: orderIdSchema(MESSAGES.trackOrderIdRequired),
  email: Type.String({
    minLength: 1,
    maxLength: 254,
    ...fieldMessages({ required: MESSAGES.trackEmailRequired, invalid: MESSAGE_ORDER_NOT_FOUND }),
  }),
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
