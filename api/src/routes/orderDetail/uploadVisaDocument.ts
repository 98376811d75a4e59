import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { DOCUMENT_MESSAGES } from '@portal/shared/orders/documentRules';
import { recordAudit } from '../../audit/auditLog';
import { logStorageError, outsideFault } from '../../db/storageErrors';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { recordOrderMail } from '../../mail/orderMail';
import { documentMail } from '../../mail/templates/orderMails';
import { signedInStaff } from '../../plugins/authGuard';
import { OrderDetailRepository } from '../../repositories/orderDetailRepository';
import { assertMayWorkOrder } from '../../security/orderHolder';
import { detectDocumentType } from '../../storage/documentType';
import { defineRoute } from '../defineRoute';
import { deliveryMessage } from '../../mail/deliveryMessage';
import { orderNotFound, staleOrder } from './orderInput';
import { readUploadForm, UPLOAD_LIMITS } from './uploadForm';

/** A stored name the server makes up: never the uploader's file name on disk. */
function storedName(orderId: number, extension: string): string {
  return `evisitor-${orderId}-${Date.now().toString(36)}${randomBytes(4).toString('hex')}.${extension}`;
}

/**
 * Upload Document's Submit buttons, on the order version the page showed: the visa
 * document is checked by its content, stored whole (app.documents), then
 * recorded with its mail (document attached), audit entry and new order version in one
 * transaction. If that transaction fails (a stale version too) the file is removed; if
 * the file cannot be stored nothing is recorded. The mail leaves after commit.
 */
export default function uploadVisaDocument(app: FastifyInstance): void {
  // Multipart parsing only where it is needed: this route's own scope.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    defineRoute(scope, API_ROUTES.uploadVisaDocument, {
      // The body is multipart: readUploadForm checks each field once the stream is read.
      handler: async (request) => {
        const staff = signedInStaff(request);
        const form = await readUploadForm(request);
        const orders = app.repositories.orderDetail;
        const order = await orders.findOrder(form.orderId);
        if (!order) throw orderNotFound(form.orderId);
        // A multipart body is read here, after the route's holder guard: the rule is checked now.
        assertMayWorkOrder(staff, order);
        // Refused before the file is written; the claim below settles a race.
        if (order.version !== form.version) throw staleOrder();
        const type = detectDocumentType(form.file.content);
        if (!type) throw new ApiError(415, DOCUMENT_MESSAGES.wrongType);

        const file1 = storedName(order.order_id, type.extension);
        try {
          await app.documents.put(order.order_id, file1, form.file.content);
        } catch (error) {
          // A full or read-only disk, or S3 down, is a 503: retrying later can succeed.
          const fault = outsideFault(error);
          if (fault) logStorageError(request.log, error, 'writing a visa document');
          else request.log.error({ err: error }, 'visa document could not be written');
          throw new ApiError(
            fault ? 503 : 500,
            'The document could not be saved. Nothing was recorded; please try again.',
          );
        }

        let outboxId: number;
        try {
          outboxId = await app.db.transaction().execute(async (trx) => {
            const orders = new OrderDetailRepository(trx);
            if (!(await orders.claimVersion(order.order_id, form.version))) throw staleOrder();
            const documentId = await orders.insertDocument({
              order_id: order.order_id,
              file1,
              customer_name: `${order.given_names} ${order.family_name}`,
              is_rejected_doc: 'No',
              mail_service_provider: form.provider,
              created_at: new Date().toISOString(),
            });
            const mail = await recordOrderMail(trx, {
              orderId: order.order_id,
              documentId,
              kind: 'document',
              provider: form.provider,
              to: form.email,
              ...documentMail(order, app.config.mail.siteUrl),
              attachments: [
                {
                  filename: `eVisitor-${order.order_id}.${type.extension}`,
                  contentType: type.contentType,
                  // The file just written: the outbox keeps its name, not a copy.
                  document: { orderId: order.order_id, file1 },
                },
              ],
              reminder: false,
            });
            await recordAudit(trx, {
              actor: staff,
              action: 'order.document',
              entity: 'order',
              entityId: order.order_id,
              to: {
                file1,
                uploadedAs: form.file.originalName,
                contentType: type.contentType,
                bytes: form.file.content.length,
                mailedTo: form.email,
                provider: form.provider,
              },
            });
            return mail.outboxId;
          });
        } catch (error) {
          await app.documents.remove(order.order_id, file1).catch((removal: unknown) => {
            request.log.warn({ err: removal, file1 }, 'left for the orphan sweep');
          });
          throw error;
        }

        const [outcome] = await app.mailDispatcher.deliver([outboxId]);
        return success(
          `Document uploaded. ${deliveryMessage('Mail', form.email, outcome, form.provider)}`,
          null,
        );
      },
    });
  });
}
