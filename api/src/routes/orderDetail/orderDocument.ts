import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ApiError } from '../../lib/apiError';
import { contentTypeOfStoredName } from '../../storage/documentType';
import { defineRoute } from '../defineRoute';
import { requireOrder } from './orderInput';

/**
 * A document of the order, for signed-in staff only (instead of public /uploads URLs, so a
 * link cannot be opened without a session). Only files the order has on record are served.
 */
export default function orderDocument(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.orderDocument, {
    handler: async (request, reply) => {
      const { orderId } = request.params;
      const { file1 } = request.query;
      const orders = app.repositories.orderDetail;
      await requireOrder(orders, orderId);
      const document = file1
        ? await orders.documentByFile(orderId, file1)
        : await orders.latestDocument(orderId);
      if (!document) {
        throw new ApiError(
          404,
          file1
            ? `Order ${orderId} has no document ${file1}.`
            : `Order ${orderId} has no document yet.`,
        );
      }
      const stored = await app.documents.open(orderId, document.file1);
      if (!stored) {
        throw new ApiError(
          404,
          'The document file is missing on the server. Upload the document again.',
        );
      }
      return reply
        .type(contentTypeOfStoredName(document.file1))
        .header('Content-Length', stored.size)
        .header('Content-Disposition', `inline; filename="${orderId}_${document.file1}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(stored.stream);
    },
  });
}
