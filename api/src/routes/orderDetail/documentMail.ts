import type { Kysely } from 'kysely';
import type { MailServiceProvider } from '@portal/shared/entities/order';
import type { Database } from '../../db/schema';
import { auditOrderMail } from '../../mail/mailAfterCommit';
import type { MailAttachment } from '../../mail/mailOutbox';
import { recordOrderMail, type OrderMail } from '../../mail/orderMail';
import type { OrderDocumentRow } from '../../repositories/orderDocuments';
import type { OrderMailRequest } from './orderMailRequest';

/** A mail carrying the order's current document: its kind, provider, content and the file. */
export interface DocumentMail {
  kind: 'resend' | 'rejection';
  provider: MailServiceProvider;
  content: Pick<OrderMail, 'subject' | 'text' | 'html'>;
  attachment: MailAttachment;
}

/**
 * Records the document's mail and its audit entry in `trx`; returns the mail's outbox id.
 * A resend is Email History's Remainder Mail: the customer had the document already.
 */
export async function recordDocumentMail(
  trx: Kysely<Database>,
  { staff, orderId, email }: OrderMailRequest,
  document: OrderDocumentRow,
  mail: DocumentMail,
): Promise<number> {
  const recorded = await recordOrderMail(trx, {
    orderId,
    documentId: document.id,
    kind: mail.kind,
    provider: mail.provider,
    to: email,
    ...mail.content,
    attachments: [mail.attachment],
    reminder: mail.kind === 'resend',
  });
  await auditOrderMail(trx, staff, orderId, {
    kind: mail.kind,
    to: email,
    provider: mail.provider,
    file1: document.file1,
  });
  return recorded.outboxId;
}
