import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { buildDefencePack } from '../../pdf/defencePack';
import { signedInStaff } from '../../plugins/authGuard';
import { defineRoute } from '../defineRoute';
import { assertDefencePackOffered } from './defencePackRules';
import { orderNotFound, requireOrder } from './orderInput';

/**
 * Defence Pack 1 and 2: the dispute evidence PDF, built now from the order's records. One
 * at a time per member, and drawn in slices so other requests go on (docs/reliability.md).
 */
export default function defencePackPdf(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.defencePackPdf, {
    handler: async (request, reply) => {
      const { orderId, defencePackType } = request.body;
      const orders = app.repositories.orderDetail;
      assertDefencePackOffered(await requireOrder(orders, orderId));
      const pdf = await app.heavyRequests.run(signedInStaff(request).id, async () => {
        const [order, audit] = await Promise.all([
          orders.orderDetails(orderId, app.config.mail),
          orders.auditTrail(orderId),
        ]);
        if (!order) throw orderNotFound(orderId);
        return buildDefencePack({ order, audit, type: defencePackType, generatedAt: new Date() });
      });
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          `inline; filename="defence-pack-${defencePackType}-${orderId}.pdf"`,
        )
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  });
}
