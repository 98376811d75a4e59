import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { auditOrderMail, mailAfterCommit } from '../../mail/mailAfterCommit';
import { recordOrderMail } from '../../mail/orderMail';
import { reminderMail } from '../../mail/templates/orderMails';
import { signedInStaff } from '../../plugins/authGuard';
import { ORDER_DETAIL_SCHEMAS } from '@portal/shared/schemas/orderDetailRoutes';
import { defineRoute } from '../defineRoute';
import { deliveryNote } from './deliveryNote';
import { documentAttachment } from './documentAttachment';
import { providerOfDocument, requireOrder } from './orderInput';
import { stillCurrentDocument } from './stillCurrentDocument';

/**
 * Email History's Resend Mail buttons: the current document again, as a reminder.
 * Resend Mail keeps the provider the document was first sent with; Resend Mail(AWS) and
 * Resend Mail(Sendgrid) name theirs.
 */
export default function resendMail(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.resendMail, {
    schema: ORDER_DETAIL_SCHEMAS.resendMail,
    handler: async (request) => {
      const staff = signedInStaff(request);
      const { orderId, mailServiceProvider } = request.body;
      const email = request.body.email.trim();
      const orders = app.repositories.orderDetail;
      const order = await requireOrder(orders, orderId);
      const document = await orders.latestDocument(orderId);
      if (!document) {
        throw new ApiError(409, 'There is no document to resend. Upload the document first.');
      }
      if (document.is_rejected_doc === 'Yes') {
        throw new ApiError(
          409,
          'The document was marked rejected. Use Resend Reject Mail instead.',
        );
      }
      const provider = mailServiceProvider ?? providerOfDocument(document.mail_service_provider);
      const attachment = await documentAttachment(app.documents, document);
      const { outcome } = await mailAfterCommit(app, async (trx) => {
        await stillCurrentDocument(trx, document);
        const mail = await recordOrderMail(trx, {
          orderId,
          documentId: document.id,
          kind: 'resend',
          provider,
          to: email,
          ...reminderMail(order, app.config.mail.siteUrl),
          attachments: [attachment],
          reminder: true,
        });
        await auditOrderMail(trx, staff, orderId, {
          kind: 'resend',
          to: email,
          provider,
          file1: document.file1,
        });
        return mail.outboxId;
      });
      return success(`Mail resent to ${email}. ${deliveryNote(outcome, provider)}`, null);
    },
  });
}
