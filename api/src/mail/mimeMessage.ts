import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { buildHeaderValue } from 'nodemailer/lib/mime-funcs';
import type { ContentAttachment } from './mailOutbox';

/** An attachment with its bytes; `storedAt` names the document file it was read from. */
export interface DeliverableAttachment extends ContentAttachment {
  storedAt?: string;
}

/** A mail ready to leave the portal, as every provider receives it. */
export interface DeliverableMail {
  /** The outbox row id: it makes the Message-ID, so a retried mail keeps its identity. */
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: DeliverableAttachment[];
  createdAt: Date;
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'portal.invalid';
}

function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * A stored document named instead of copied: an RFC 2046 message/external-body part, whose
 * body is the headers of the file it points at.
 */
function referencePart(attachment: DeliverableAttachment, storedAt: string): Mail.Attachment {
  // Written as plain parameters: MailComposer encodes what is not ASCII (RFC 2231).
  const access = storedAt.startsWith('s3://')
    ? `access-type=URL; URL=${quoted(storedAt)}`
    : `access-type=local-file; name=${quoted(storedAt)}`;
  const described = [
    `Content-Type: ${buildHeaderValue({
      value: attachment.contentType,
      params: { name: attachment.filename },
    })}`,
    `Content-Disposition: ${buildHeaderValue({
      value: 'attachment',
      params: { filename: attachment.filename },
    })}`,
  ].join('\r\n');
  return {
    // The part's `name` parameter is the file it points at; the inner headers name the document.
    filename: false,
    contentType: `message/external-body; ${access}`,
    contentTransferEncoding: '7bit',
    content: `${described}\r\n\r\n`,
  };
}

/**
 * The mail as an RFC 5322 message (multipart MIME, built by nodemailer's MailComposer):
 * what SES sends raw and what the local outbox saves as an .eml file any mail program
 * opens. With `documentsByReference` a stored document is named, not copied (the local
 * outbox keeps no second copy of a document).
 */
export function toMimeMessage(
  mail: DeliverableMail,
  { documentsByReference = false }: { documentsByReference?: boolean } = {},
): Promise<Buffer> {
  const composer = new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    date: mail.createdAt,
    messageId: `<outbox-${mail.id}@${domainOf(mail.from)}>`,
    text: mail.text,
    ...(mail.html !== null && { html: mail.html }),
    // Plain text stays readable in the .eml files; every byte survives any mail server.
    textEncoding: 'quoted-printable',
    attachments: mail.attachments.map((attachment) =>
      documentsByReference && attachment.storedAt
        ? referencePart(attachment, attachment.storedAt)
        : {
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
          },
    ),
  });
  return composer.compile().build();
}
