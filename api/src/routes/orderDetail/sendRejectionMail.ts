import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { mailAfterCommit } from '../../mail/mailAfterCommit';
import { rejectionMail } from '../../mail/templates/orderMails';
import { OrderDetailRepository } from '../../repositories/orderDetailRepository';
import { defineRoute } from '../defineRoute';
import { deliveryMessage } from '../../mail/deliveryMessage';
import { documentAttachment } from './documentAttachment';
import { providerOfDocument } from './orderInput';
import { recordDocumentMail } from './documentMail';
import { orderMailRequest } from './orderMailRequest';
import { stillCurrentDocument } from './stillCurrentDocument';

/**
 * Reject Applicant and Resend Reject Mail: the current document (the refusal letter) is
 * marked rejected and the rejection mail, with it attached, goes to the applicant, in one
 * transaction with its audit entries.
 */
export default function sendRejectionMail(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.sendRejectionMail, {
    handler: async (request) => {
      const mailRequest = await orderMailRequest(app, request);
      const { staff, orderId, order, email } = mailRequest;
      const orders = app.repositories.orderDetail;
      const document = await orders.latestDocument(orderId);
      if (!document) {
        throw new ApiError(
          409,
          'There is no uploaded document to reject. Upload the refusal document first.',
        );
      }
      const provider = providerOfDocument(document.mail_service_provider);
      const attachment = await documentAttachment(app.documents, document);
      const { outcome } = await mailAfterCommit(app, async (trx) => {
        const current = await stillCurrentDocument(trx, document);
        if (current.is_rejected_doc !== 'Yes') {
          await new OrderDetailRepository(trx).markDocumentRejected(document.id);
          await recordAudit(trx, {
            actor: staff,
            action: 'order.document.rejected',
            entity: 'order',
            entityId: orderId,
            from: { file1: document.file1, is_rejected_doc: 'No' },
            to: { file1: document.file1, is_rejected_doc: 'Yes' },
          });
        }
        return recordDocumentMail(trx, mailRequest, document, {
          kind: 'rejection',
          provider,
          content: rejectionMail(order),
          attachment,
        });
      });
      return success(deliveryMessage('Rejection mail', email, outcome, provider), null);
    },
  });
}
