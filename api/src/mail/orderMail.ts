import type { Kysely } from 'kysely';
import type { MailServiceProvider } from '@portal/shared/entities/order';
import type { Database, MailKind } from '../db/schema';
import { enqueueMail, type MailAttachment } from './mailOutbox';

export interface OrderMail {
  orderId: number;
  /** The uploaded document the mail is about, shown in Email History's Download cell. */
  documentId: number | null;
  kind: MailKind;
  provider: MailServiceProvider;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** A resend of a mail the customer already had: Email History's Remainder Mail. */
  reminder: boolean;
}

export interface RecordedOrderMail {
  outboxId: number;
  mailHistoryId: number;
}

/**
 * A mail about an order that appears in its Email History: the outbox row that delivers
 * it and the mail_history row that shows it, linked, written with `trx` (the transaction
 * of the change that causes the mail).
 */
export async function recordOrderMail(
  trx: Kysely<Database>,
  mail: OrderMail,
): Promise<RecordedOrderMail> {
  const outboxId = await enqueueMail(trx, {
    orderId: mail.orderId,
    kind: mail.kind,
    provider: mail.provider,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  });
  const history = await trx
    .insertInto('mail_history')
    .values({
      order_id: mail.orderId,
      document_id: mail.documentId,
      email: mail.to,
      mail_service_provider: mail.provider,
      remainder_mail: mail.reminder ? 1 : 0,
      create_ts: new Date().toISOString(),
      outbox_id: outboxId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { outboxId, mailHistoryId: history.id };
}
