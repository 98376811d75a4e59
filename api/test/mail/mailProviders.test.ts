import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { DeliverableMail } from '../../src/mail/mimeMessage';
import { LocalOutboxProvider } from '../../src/mail/providers/localOutboxProvider';
import { SendgridProvider } from '../../src/mail/providers/sendgridProvider';
import { SesProvider } from '../../src/mail/providers/sesProvider';
import { startFakeMailServer, type FakeMailServer } from './fakeMailServer';

const ATTACHMENT = Buffer.from('%PDF-1.4\n%grant notice\n');

const mail: DeliverableMail = {
  id: 42,
  from: 'eVisitor Support <support@example.com>',
  to: 'applicant@example.org',
  subject: 'Your eVisitor – approved',
  text: 'Dear Zoë,\n\nYour eVisitor is attached.',
  html: '<p>Dear Zoë,</p><p>Your eVisitor is attached.</p>',
  attachments: [
    { filename: 'eVisitor-100001.pdf', contentType: 'application/pdf', content: ATTACHMENT },
  ],
  createdAt: new Date('2025-06-30T10:00:00Z'),
};

describe('mail providers against a local fake of each service', () => {
  let fake: FakeMailServer;
  beforeAll(async () => {
    fake = await startFakeMailServer();
  });
  afterAll(() => fake.close());

  it('Amazon SES v2 gets the raw MIME message with the attachment, signed with the credentials', async () => {
    const ses = new SesProvider({
      region: 'ap-southeast-2',
      endpoint: fake.url,
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    });
    try {
      const before = fake.requests.length;
      const { messageId } = await ses.send(mail);
      const request = fake.requests[before];
      expect(messageId).toMatch(/^ses-/);
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/v2/email/outbound-emails');
      expect(request?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d+\/ap-southeast-2\/ses\//,
      );
      const body = JSON.parse(request?.body ?? '{}');
      expect(body.FromEmailAddress).toBe(mail.from);
      expect(body.Destination).toEqual({ ToAddresses: ['applicant@example.org'] });
      const raw = await simpleParser(Buffer.from(body.Content.Raw.Data, 'base64'));
      expect(raw.to).toMatchObject({ value: [{ address: 'applicant@example.org' }] });
      expect(raw.subject).toBe(mail.subject);
      expect(raw.messageId).toBe('<outbox-42@example.com>');
      expect(raw.attachments).toMatchObject([
        { filename: 'eVisitor-100001.pdf', contentDisposition: 'attachment', content: ATTACHMENT },
      ]);
    } finally {
      ses.destroy();
    }
  });

  it('Amazon SES refusals reject with their message', async () => {
    const ses = new SesProvider({
      region: 'ap-southeast-2',
      endpoint: fake.url,
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    });
    fake.failNext(400, { message: 'Email address is not verified.' });
    try {
      await expect(ses.send(mail)).rejects.toThrow('Email address is not verified.');
    } finally {
      ses.destroy();
    }
  });

  it('SendGrid v3 gets the mail as JSON with the API key and the attachment', async () => {
    const sendgrid = new SendgridProvider({ apiKey: 'SG.test-key', baseUrl: fake.url });
    const before = fake.requests.length;
    const { messageId } = await sendgrid.send(mail);
    const request = fake.requests[before];
    expect(messageId).toMatch(/^sg-/);
    expect(request?.url).toBe('/v3/mail/send');
    expect(request?.headers.authorization).toBe('Bearer SG.test-key');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body.from).toEqual({ email: 'support@example.com', name: 'eVisitor Support' });
    expect(body.personalizations[0].to).toEqual([{ email: 'applicant@example.org' }]);
    expect(body.subject).toBe(mail.subject);
    expect(body.content).toEqual([
      { type: 'text/plain', value: mail.text },
      { type: 'text/html', value: mail.html },
    ]);
    expect(body.attachments).toEqual([
      {
        filename: 'eVisitor-100001.pdf',
        type: 'application/pdf',
        content: ATTACHMENT.toString('base64'),
        disposition: 'attachment',
      },
    ]);
    expect(body.custom_args).toEqual({ outboxId: '42' });
  });

  it('SendGrid refusals reject with their status', async () => {
    const sendgrid = new SendgridProvider({ apiKey: 'SG.test-key', baseUrl: fake.url });
    fake.failNext(401, { errors: [{ message: 'The provided authorization grant is invalid.' }] });
    await expect(sendgrid.send(mail)).rejects.toMatchObject({ code: 401 });
  });

  it('the local outbox writes the mail as an .eml file a mail program can open', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-outbox-'));
    try {
      const outbox = new LocalOutboxProvider(path.join(dir, 'outbox'));
      const { messageId } = await outbox.send(mail);
      expect(messageId).toBe('outbox:000042.eml');
      const eml = await simpleParser(readFileSync(outbox.fileOf(42)));
      expect(eml.from?.value).toEqual([
        { name: 'eVisitor Support', address: 'support@example.com' },
      ]);
      expect(eml.text?.trim()).toBe(mail.text);
      expect(eml.attachments).toMatchObject([{ filename: 'eVisitor-100001.pdf' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
