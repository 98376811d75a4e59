import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { OrderDetailRepository } from '../../repositories/orderDetailRepository';
import { defineRoute } from '../defineRoute';
import { assertDefencePackOffered } from './defencePackRules';
import { requireOrder, staleOrder } from './orderInput';

/** Enter Transaction Details: the payment the defence packs cite. */
export default function defencePackDetails(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.defencePackDetails, {
    handler: async (request) => {
      const staff = signedInStaff(request);
      const { orderId, version } = request.body;
      const transactionId = request.body.transactionId.trim();
      const merchantName = request.body.merchantName.trim();
      await app.db.transaction().execute(async (trx) => {
        const orders = new OrderDetailRepository(trx);
        const order = await requireOrder(orders, orderId);
        if (order.version !== version) throw staleOrder();
        assertDefencePackOffered(order);
        const saved = await orders.saveTransactionDetails(
          orderId,
          { transactionId, merchantName },
          version,
        );
        if (!saved) throw staleOrder();
        await recordAudit(trx, {
          actor: staff,
          action: 'order.transaction',
          entity: 'order',
          entityId: orderId,
          from: { transactionId: order.transaction_id, merchantName: order.merchant_name },
          to: { transactionId, merchantName },
        });
      });
      return success('Transaction details saved.', null);
    },
  });
}
