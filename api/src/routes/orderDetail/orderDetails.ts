import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';
import { orderNotFound } from './orderInput';

/** The whole order for its page: answers, document, mails, downloads and remarks. */
export default function orderDetails(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.orderDetails, {
    // The page's read of the order is the holder rule's read too: one round trip, not two.
    holderOf: (details) => details,
    handler: async (request) => {
      const { orderId } = request.params;
      const details = await app.repositories.orderDetail.orderDetails(orderId, app.config.mail);
      if (!details) throw orderNotFound(orderId);
      return success('Order details', details);
    },
  });
}
