import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { isApproved } from '@portal/shared/entities/visitor';
import { provenOrder } from '../../customer/customerProof';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';

/**
 * The customer's view of their order: its download history (`data`), what they may see
 * of the order (`mainResult`) and the document they can download now (`path`: the current
 * non-rejected document of an approved order, else null). Only with a pass for this order.
 */
export default function downloadHistory(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.downloadHistory, {
    handler: async (request) => {
      const { orderId, customerToken } = request.body;
      const order = await provenOrder(app, orderId, customerToken);
      const visitors = app.repositories.visitors;
      const [data, mainResult, document] = await Promise.all([
        visitors.downloadHistory(order.order_id),
        visitors.visitorOrder(order),
        visitors.currentDocument(order.order_id),
      ]);
      const downloadable = isApproved(order.process_status) && document?.is_rejected_doc === 'No';
      const path = downloadable ? { file1: document.file1 } : null;
      return success('Download history loaded.', { data, mainResult, path });
    },
  });
}
