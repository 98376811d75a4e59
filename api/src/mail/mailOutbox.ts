import type { Kysely } from 'kysely';
import type { MailChannel } from '@portal/shared/entities/order';
import { isMailAddress } from '@portal/shared/validation/mailAddress';
import { MESSAGES } from '@portal/shared/validation/messages';
import type { Database, MailKind } from '../db/schema';
import { ApiError } from '../lib/apiError';

interface AttachmentName {
  filename: string;
  contentType: string;
}

/** Bytes made for this one mail (an invoice). */
export interface ContentAttachment extends AttachmentName {
  content: Buffer;
}

/**
 * An order document already in `uploads/docs`: the outbox keeps only its name and the
 * file is read when the mail leaves, so a document takes its own size on disk once.
 */
export interface DocumentAttachment extends AttachmentName {
  document: { orderId: number; file1: string };
}

export type MailAttachment = ContentAttachment | DocumentAttachment;

/** How an attachment is kept in `mail_outbox.attachments` (JSON). */
export type StoredAttachment = AttachmentName &
  ({ base64: string } | { document: DocumentAttachment['document'] });

function toStored(attachment: MailAttachment): StoredAttachment {
  const { filename, contentType } = attachment;
  return 'document' in attachment
    ? { filename, contentType, document: attachment.document }
    : { filename, contentType, base64: attachment.content.toString('base64') };
}

export interface OutgoingMail {
  orderId: number | null;
  kind: MailKind;
  provider: MailChannel;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the change that causes
 * the mail, so the change and its mail are stored together or not at all; delivery
 * happens after commit, from the outbox.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<number> {
  // Every mail passes here: the last guard against a header-breaking recipient.
  if (!isMailAddress(mail.to)) throw new ApiError(400, MESSAGES.emailInvalid);
  const row = await db
    .insertInto('mail_outbox')
    .values({
      order_id: mail.orderId,
      kind: mail.kind,
      provider: mail.provider,
      to_email: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      attachments: JSON.stringify((mail.attachments ?? []).map(toStored)),
      created_at: new Date().toISOString(),
      last_error: null,
      provider_message_id: null,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
