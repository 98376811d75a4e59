import { simpleParser } from 'mailparser';
import { BRAND_SITES } from '@portal/shared/brands/brandSites';
import type { BrandVariant } from '@portal/shared/brands/brandDomains';
import { toMimeMessage, type DeliverableMail } from '../../src/mail/mimeMessage';

const PDF = Buffer.from('%PDF-1.4\n%grant notice ü\n');
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);

function mailOf(brand: BrandVariant): DeliverableMail {
  return {
    id: 42,
    from: `${BRAND_SITES[brand].name} <support@example.com>`,
    to: 'Zoë Müller-Łukasiewicz <zoe@example.org>',
    subject: 'Ihr eVisitor – genehmigt für Zoë (Bestellung 100001) ✈',
    text: 'Dear Zoë,\n\nYour eVisitor is attached.\nA line long enough to be folded by quoted-printable, '.repeat(
      3,
    ),
    html: '<p>Dear Zoë,</p><p>Your eVisitor is attached.</p>',
    attachments: [
      { filename: 'eVisitor-100001.pdf', contentType: 'application/pdf', content: PDF },
      { filename: 'Passfoto Zoë.jpg', contentType: 'image/jpeg', content: PHOTO },
    ],
    createdAt: new Date('2025-06-30T10:00:00Z'),
  };
}

describe('a mail as MailComposer builds it, read back by a MIME parser', () => {
  it.each<BrandVariant>(['first', 'second'])(
    'keeps every header, both bodies and the attachments of a %s-brand mail',
    async (brand) => {
      const mail = mailOf(brand);
      const parsed = await simpleParser(await toMimeMessage(mail));
      expect(parsed.from?.value).toEqual([
        { name: BRAND_SITES[brand].name, address: 'support@example.com' },
      ]);
      expect(parsed.to).toMatchObject({
        value: [{ name: 'Zoë Müller-Łukasiewicz', address: 'zoe@example.org' }],
      });
      expect(parsed.subject).toBe(mail.subject);
      expect(parsed.messageId).toBe('<outbox-42@example.com>');
      expect(parsed.date?.toISOString()).toBe('2025-06-30T10:00:00.000Z');
      expect(parsed.text?.trim()).toBe(mail.text.trim());
      expect(parsed.html).toBe(mail.html);
      expect(
        parsed.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      ).toEqual([
        { filename: 'eVisitor-100001.pdf', contentType: 'application/pdf', content: PDF },
        { filename: 'Passfoto Zoë.jpg', contentType: 'image/jpeg', content: PHOTO },
      ]);
    },
  );

  it('keeps plain text readable in the raw message', async () => {
    const raw = (await toMimeMessage(mailOf('first'))).toString('utf8');
    expect(raw).toContain('Content-Transfer-Encoding: quoted-printable');
    expect(raw).toContain('Dear Zo=C3=AB,');
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });

  it('a text-only mail without attachments is a single text part', async () => {
    const mail = { ...mailOf('second'), html: null, attachments: [] };
    const parsed = await simpleParser(await toMimeMessage(mail));
    expect(parsed.html).toBe(false);
    expect(parsed.attachments).toEqual([]);
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
  });

  it('names a stored document instead of copying it when asked to (the local outbox)', async () => {
    const mail = mailOf('first');
    const stored: DeliverableMail = {
      ...mail,
      attachments: [
        { ...mail.attachments[0]!, storedAt: '/srv/portal/documents/100001/grant notice.pdf' },
        { ...mail.attachments[1]!, storedAt: 's3://portal-documents/100001/Passfoto Zoë.jpg' },
      ],
    };
    const raw = await toMimeMessage(stored, { documentsByReference: true });
    expect(raw.toString('utf8')).not.toContain(PDF.toString('base64'));
    const parsed = await simpleParser(raw);
    expect(parsed.attachments.map((part) => part.contentType)).toEqual([
      'message/external-body',
      'message/external-body',
    ]);
    const [local, remote] = parsed.attachments.map((part) => part.content.toString('utf8'));
    expect(local).toContain('Content-Type: application/pdf; name=eVisitor-100001.pdf');
    expect(remote).toContain('Content-Type: image/jpeg');
    const [localType, remoteType] = parsed.attachments.map((part) =>
      part.headers.get('content-type'),
    );
    expect(localType).toMatchObject({
      params: {
        'access-type': 'local-file',
        name: '/srv/portal/documents/100001/grant notice.pdf',
      },
    });
    expect(remoteType).toMatchObject({
      params: { 'access-type': 'URL', url: 's3://portal-documents/100001/Passfoto Zoë.jpg' },
    });
  });

  it('copies a stored document into the mail unless asked to name it (every provider but the outbox)', async () => {
    const mail = mailOf('first');
    const stored: DeliverableMail = {
      ...mail,
      attachments: [{ ...mail.attachments[0]!, storedAt: '/srv/portal/documents/100001_a.pdf' }],
    };
    const parsed = await simpleParser(await toMimeMessage(stored));
    expect(
      parsed.attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    ).toEqual([{ filename: 'eVisitor-100001.pdf', contentType: 'application/pdf', content: PDF }]);
  });

  it('keeps a quote or a backslash in the stored path it names', async () => {
    const mail = mailOf('first');
    const storedAt = '/srv/portal "documents"\\100001_a.pdf';
    const stored: DeliverableMail = {
      ...mail,
      attachments: [{ ...mail.attachments[0]!, storedAt }],
    };
    const parsed = await simpleParser(await toMimeMessage(stored, { documentsByReference: true }));
    expect(parsed.attachments[0]?.headers.get('content-type')).toMatchObject({
      params: { 'access-type': 'local-file', name: storedAt },
    });
  });
});
