import { randomBytes } from 'node:crypto';
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

const LINE_LENGTH = 76;

/** RFC 2047 encoded-word for header text that is not plain ASCII. */
function headerText(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean)
    ? clean
    : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

function base64Lines(content: Buffer): string {
  const encoded = content.toString('base64');
  const lines: string[] = [];
  for (let start = 0; start < encoded.length; start += LINE_LENGTH) {
    lines.push(encoded.slice(start, start + LINE_LENGTH));
  }
  return lines.join('\r\n');
}

function quotedName(filename: string): string {
  return headerText(filename).replace(/["\\]/g, '_');
}

function boundary(): string {
  return `=_portal_${randomBytes(12).toString('hex')}`;
}

/**
 * Quoted-printable (RFC 2045): plain text stays readable in the .eml files, while lines
 * stay short and every byte survives any mail server.
 */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      let encoded = '';
      let lineLength = 0;
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const literal =
          (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        const piece = literal
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        if (lineLength + piece.length > LINE_LENGTH - 1) {
          encoded += '=\r\n';
          lineLength = 0;
        }
        encoded += piece;
        lineLength += piece.length;
      });
      return encoded;
    })
    .join('\r\n');
}

function textPart(contentType: string, body: string): string {
  return [
    `Content-Type: ${contentType}; charset=UTF-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(body),
  ].join('\r\n');
}

function multipart(type: string, parts: string[]): string {
  const mark = boundary();
  return [
    `Content-Type: multipart/${type}; boundary="${mark}"`,
    '',
    ...parts.map((part) => `--${mark}\r\n${part}`),
    `--${mark}--`,
    '',
  ].join('\r\n');
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'portal.invalid';
}

/** One attachment part: its bytes, or (byReference) a pointer to the stored document. */
function attachmentPart(attachment: DeliverableAttachment, byReference: boolean): string {
  const name = quotedName(attachment.filename);
  const described = [
    `Content-Type: ${attachment.contentType}; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
  ];
  if (byReference && attachment.storedAt) {
    // RFC 2046 message/external-body: the part names the file instead of copying it.
    const where = attachment.storedAt.startsWith('s3://')
      ? `access-type=URL; URL="${quotedName(attachment.storedAt)}"`
      : `access-type=local-file; name="${quotedName(attachment.storedAt)}"`;
    return [`Content-Type: message/external-body; ${where}`, '', ...described, ''].join('\r\n');
  }
  return [
    ...described,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(attachment.content),
  ].join('\r\n');
}

/**
 * The mail as an RFC 5322 message (multipart MIME): what SES sends raw and what the local
 * outbox saves as an .eml file any mail program opens. With `documentsByReference` a stored
 * document is named, not copied (the local outbox keeps no second copy of a document).
 */
export function toMimeMessage(
  mail: DeliverableMail,
  { documentsByReference = false }: { documentsByReference?: boolean } = {},
): Buffer {
  const body =
    mail.html === null
      ? textPart('text/plain', mail.text)
      : multipart('alternative', [
          textPart('text/plain', mail.text),
          textPart('text/html', mail.html),
        ]);
  const content =
    mail.attachments.length === 0
      ? body
      : multipart('mixed', [
          body,
          ...mail.attachments.map((attachment) => attachmentPart(attachment, documentsByReference)),
        ]);
  const headers = [
    `From: ${headerText(mail.from)}`,
    `To: ${headerText(mail.to)}`,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${mail.createdAt.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <outbox-${mail.id}@${domainOf(mail.from)}>`,
    'MIME-Version: 1.0',
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n${content}`, 'utf8');
}
