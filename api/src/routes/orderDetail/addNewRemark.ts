import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { textSchema } from '@portal/shared/schemas/fieldSchemas';
import { FIELD_LENGTHS, FIELD_RULES } from '@portal/shared/validation/fieldRules';
import { recordAudit } from '../../audit/auditLog';
import { success } from '../../lib/envelope';
import { fieldMessages, StringEnum } from '@portal/shared/schemas/schemaTypes';
import { toUsEastern } from '../../lib/usEastern';
import { signedInStaff } from '../../plugins/authGuard';
import { OrderDetailRepository } from '../../repositories/orderDetailRepository';
import { defineRoute } from '../defineRoute';
import { orderIdSchema, requireOrder, staleOrder, versionSchema } from './orderInput';

/** 'Y' when ticked; the page sends '' (or 'N') otherwise. */
const flag = (name: string) =>
  Type.Optional(
    StringEnum(
      ['Y', 'N', ''],
      fieldMessages({ invalid: `${name} must be Y when ticked, or empty.` }),
    ),
  );

const body = Type.Object({
  orderId: orderIdSchema,
  remark: textSchema(FIELD_RULES.remark.remark),
  /** Sent by the page (docs/product.md#records), but the author is always the signed-in member. */
  remarkerName: Type.Optional(Type.String({ maxLength: FIELD_LENGTHS.shortText })),
  whatsapp: flag('whatsapp'),
  telephone: flag('telephone'),
  statusRefund: flag('statusRefund'),
  voided: flag('voided'),
  chargeBack: flag('chargeBack'),
  version: versionSchema,
});

const stored = (value: string | undefined) => (value === 'Y' ? 'Y' : '');

/** Add Comment Below: a remark with its flags, stamped in US Eastern time. */
export default function addNewRemark(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.addNewRemark, {
    schema: { body },
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
