import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { mailAfterCommit } from '../../mail/mailAfterCommit';
import { reminderMail } from '../../mail/templates/orderMails';
import { defineRoute } from '../defineRoute';
import { deliveryMessage } from '../../mail/deliveryMessage';
import { documentAttachment } from './documentAttachment';
import { providerOfDocument } from './orderInput';
import { recordDocumentMail } from './documentMail';
import { orderMailRequest } from './orderMailRequest';
import { stillCurrentDocument } from './stillCurrentDocument';

/**
 * Email History's Resend Mail buttons: the current document again, as a reminder.
 * Resend Mail keeps the provider the document was first sent with; Resend Mail(AWS) and
 * Resend Mail(Sendgrid) name theirs.
 */
export default function resendMail(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.resendMail, {
    handler: async (request) => {
      const mailRequest = await orderMailRequest(app, request);
      const { orderId, order, email } = mailRequest;
      const orders = app.repositories.orderDetail;
      const { mailServiceProvider } = request.body;
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
        return recordDocumentMail(trx, mailRequest, document, {
          kind: 'resend',
          provider,
          content: reminderMail(order, app.config.mail.siteUrl),
          attachment,
        });
      });
      return success(deliveryMessage('Reminder mail', email, outcome, provider), null);
    },
  });
}
