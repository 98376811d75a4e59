import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { success } from '../../lib/envelope';
import { auditOrderMail, mailAfterCommit } from '../../mail/mailAfterCommit';
import { enqueueMail } from '../../mail/mailOutbox';
import { downloadHistoryMail } from '../../mail/templates/orderMails';
import { defineRoute } from '../defineRoute';
import { deliveryMessage } from '../../mail/deliveryMessage';
import { DEFAULT_PROVIDER } from './orderInput';
import { orderMailRequest } from './orderMailRequest';

/**
 * Download History's Sent Mail: the list of the customer's downloads (EST time, IP,
 * location) mailed to the address given, through the default provider. It carries no
 * document, so it is audited but not listed in Email History.
 */
export default function sendDownloadHistoryMail(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.sendDownloadHistoryMail, {
    handler: async (request) => {
      const { staff, orderId, order, email } = await orderMailRequest(app, request);
      const orders = app.repositories.orderDetail;
      const downloads = await orders.downloadHistory(orderId);
      const { outcome } = await mailAfterCommit(app, async (trx) => {
        const outboxId = await enqueueMail(trx, {
          orderId,
          kind: 'download-history',
          provider: DEFAULT_PROVIDER,
          to: email,
          ...downloadHistoryMail(order, downloads, app.config.mail.siteUrl),
        });
        await auditOrderMail(trx, staff, orderId, {
          kind: 'download-history',
          to: email,
          provider: DEFAULT_PROVIDER,
          downloads: downloads.length,
        });
        return outboxId;
      });
      return success(
        deliveryMessage('Download history mail', email, outcome, DEFAULT_PROVIDER),
        null,
      );
    },
  });
}
