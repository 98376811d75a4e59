import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { MailServiceProvider } from '@portal/shared/entities/order';
import type { InvoiceMail } from '@portal/shared/entities/settings';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { mailAfterCommit } from '../../mail/mailAfterCommit';
import { enqueueMail } from '../../mail/mailOutbox';
import { buildInvoicePdf, invoiceFileName, invoiceNumber } from '../../pdf/invoicePdf';
import { signedInStaff } from '../../plugins/authGuard';
import { defineRoute } from '../defineRoute';
import { deliveryMessage } from '../../mail/deliveryMessage';

/** Invoices go out through the default provider (AWS, docs/product.md#formats-and-limits). */
const PROVIDER: MailServiceProvider = 'AWS';

export function orderNotFoundMessage(orderId: number): string {
  return `Order ${orderId} was not found. Check the order id and try again.`;
}

/**
 * Builds the order's PDF invoice and queues it for the customer (AWS, the default provider)
 * in the outbox, in one transaction with its audit entry; then the mail layer delivers it.
 */
export default function sendInvoice(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.sendInvoice, {
    handler: async (request) => {
      const actor = signedInStaff(request);
      const { orderId } = request.body;
      const order = await app.repositories.invoices.findOrder(orderId);
      if (!order) throw new ApiError(404, orderNotFoundMessage(orderId));
      const pdf = await buildInvoicePdf(order, new Date());
      const fileName = invoiceFileName(orderId);
      const customer = `${order.given_names} ${order.family_name}`.trim();

      const { outboxId: mailId, outcome } = await mailAfterCommit(app, async (trx) => {
        const id = await enqueueMail(trx, {
          orderId,
          kind: 'invoice',
          provider: PROVIDER,
          to: order.email,
          subject: `Your invoice ${invoiceNumber(orderId)} for eVisitor order ${orderId}`,
          text:
            `Dear ${customer},\n\nPlease find attached the invoice for your eVisitor ` +
            `order ${orderId}.\n\nKind regards,\n${order.domain_name}`,
          attachments: [{ filename: fileName, contentType: 'application/pdf', content: pdf }],
        });
        await recordAudit(trx, {
          actor,
          action: 'order.invoice',
          entity: 'order',
          entityId: orderId,
          to: { mailId: id, to: order.email, attachment: fileName },
        });
        return id;
      });
      const mail: InvoiceMail = {
        mailId,
        to: order.email,
        attachments: [fileName],
        status: outcome?.status ?? 'pending',
        channel: outcome?.channel ?? null,
      };
      return success(
        deliveryMessage(`Invoice for order ${orderId}`, order.email, outcome, PROVIDER),
        mail,
      );
    },
  });
}
