import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { success } from '../../lib/envelope';
import { toUsEastern } from '../../lib/usEastern';
import { signedInStaff } from '../../plugins/authGuard';
import { OrderDetailRepository } from '../../repositories/orderDetailRepository';
import { defineRoute } from '../defineRoute';
import { requireOrder, staleOrder } from './orderInput';

const stored = (value: string | undefined) => (value === 'Y' ? 'Y' : '');

/** Add Comment Below: a remark with its flags, stamped in US Eastern time. */
export default function addNewRemark(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.addNewRemark, {
    handler: async (request) => {
      const staff = signedInStaff(request);
      const input = request.body;
      await app.db.transaction().execute(async (trx) => {
        const orders = new OrderDetailRepository(trx);
        await requireOrder(orders, input.orderId);
        if (!(await orders.claimVersion(input.orderId, input.version))) throw staleOrder();
        const now = new Date();
        const { usDate, usTime } = toUsEastern(now);
        const remark = {
          order_id: input.orderId,
          us_date: usDate,
          us_time: usTime,
          remark_name: staff.name,
          remark: input.remark.trim(),
          whatsapp: stored(input.whatsapp),
          telephone: stored(input.telephone),
          status_refund: stored(input.statusRefund),
          voided: stored(input.voided),
          chargeback: stored(input.chargeBack),
          report_error: '',
          created_at: now.toISOString(),
        };
        const id = await orders.insertRemark(remark);
        await recordAudit(trx, {
          actor: staff,
          action: 'order.remark',
          entity: 'order',
          entityId: input.orderId,
          to: { id, remark: remark.remark },
        });
      });
      return success('Remark added successfully.', null);
    },
  });
}
