import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MAX_DOCUMENT_BYTES } from '@portal/shared/orders/documentRules';
import { DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { DocumentStore } from '../../../src/storage/documentStore';
import { apiPath, createTestApp, login, type TestApp } from '../../helpers/testApp';
import { providerEnv, startFakeMailServer, type FakeMailServer } from '../../mail/fakeMailServer';
import {
  adminToken,
  createOrderDetailApp,
  freshOrder,
  multipart,
  REFUSE_DOCUMENTS,
  SMALL_PDF,
  SMALL_PNG,
  versionOf,
  type FilePart,
} from './orderDetailTestApp';
import { callRoute } from '../../helpers/callRoute';

const URL = apiPath(API_ROUTES.uploadVisaDocument);
const pdf = (content = SMALL_PDF): FilePart => ({
  name: 'grant notice.pdf',
  contentType: 'application/pdf',
  content,
});

async function storedNames(documents: DocumentStore): Promise<string[]> {
  const names: string[] = [];
  for await (const { name } of documents.list()) names.push(name);
  return names;
}

describe('POST /api/admin/upload-visa-document', () => {
  let fake: FakeMailServer;
  let t: TestApp;
  let token: string;
  const used = new Set<number>();

  beforeAll(async () => {
    fake = await startFakeMailServer();
    t = await createOrderDetailApp({ env: providerEnv(fake) });
    token = await adminToken(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const send = (fields: Record<string, string>, file?: FilePart | FilePart[]) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: URL,
      payload: body.payload,
      headers: { ...body.headers, authorization: token },
    });
  };
  /**
   * As the page sends it: with the order's current version (1 for an order that does not
   * exist), unless the case names one.
   */
  const upload = (fields: Record<string, string>, file?: FilePart | FilePart[]) => {
    const known = /^\d+$/.test(fields.orderId ?? '') && versionOf(t, Number(fields.orderId));
    return send({ version: String(known || 1), ...fields }, file);
  };
  const count = (table: string, orderId: number) =>
    (
      t.sql.prepare(`select count(*) as n from ${table} where order_id = ?`).get(orderId) as {
        n: number;
      }
    ).n;
  const recordsOf = async (orderId: number) => ({
    documents: count('order_documents', orderId),
    mails: count('mail_history', orderId),
    outbox: count('mail_outbox', orderId),
    files: (await storedNames(t.app.documents)).filter((name) => name.startsWith(`${orderId}_`))
      .length,
  });

  it('stores the file under a name of its own, records document, mail and audit, and mails it through SendGrid', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await recordsOf(orderId);
    const requestsBefore = fake.requests.length;

    const response = await upload(
      { orderId: String(orderId), email: 'Customer@Example.com', mailServiceProvider: 'Sendgrid' },
      pdf(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      message: 'Document uploaded. Mail to Customer@Example.com: sent through Sendgrid.',
    });

    const document = t.sql
      .prepare('select * from order_documents where order_id = ? order by id desc limit 1')
      .get(orderId) as {
      id: number;
      file1: string;
      customer_name: string;
      is_rejected_doc: string;
      mail_service_provider: string;
    };
    expect(document.file1).toMatch(new RegExp(`^evisitor-${orderId}-[a-z0-9]+\\.pdf$`));
    expect(document.file1).not.toContain('grant notice');
    const holder = t.sql
      .prepare("select given_names || ' ' || family_name as name from orders where order_id = ?")
      .pluck()
      .get(orderId);
    expect(document).toMatchObject({
      customer_name: holder,
      is_rejected_doc: 'No',
      mail_service_provider: 'Sendgrid',
    });
    expect(await t.app.documents.read(orderId, document.file1)).toEqual(SMALL_PDF);

    const mail = t.sql
      .prepare('select * from mail_history where order_id = ? order by id desc limit 1')
      .get(orderId) as {
      document_id: number;
      mail_service_provider: string;
      outbox_id: number;
      remainder_mail: number;
    };
    expect(mail).toMatchObject({
      document_id: document.id,
      mail_service_provider: 'Sendgrid',
      remainder_mail: 0,
    });
    const outbox = t.sql.prepare('select * from mail_outbox where id = ?').get(mail.outbox_id) as {
      status: string;
      delivered_via: string;
      provider_message_id: string;
      attachments: string;
    };
    expect(outbox).toMatchObject({ status: 'sent', delivered_via: 'Sendgrid' });
    expect(outbox.provider_message_id).toMatch(/^sg-/);
    // The outbox names the stored file; the mail itself carries its bytes.
    expect(JSON.parse(outbox.attachments)[0].document).toEqual({ orderId, file1: document.file1 });

    const [sent] = fake.requests.slice(requestsBefore);
    expect(sent?.url).toBe('/v3/mail/send');
    expect(sent?.headers.authorization).toBe('Bearer SG.test-key');
    const sentBody = JSON.parse(sent?.body ?? '{}');
    expect(sentBody.personalizations[0].to[0].email).toBe('Customer@Example.com');
    // Named for the order, not as the uploader's file was.
    expect(sentBody.attachments[0]).toMatchObject({
      content: SMALL_PDF.toString('base64'),
      type: 'application/pdf',
      filename: `eVisitor-${orderId}.pdf`,
    });

    const audit = t.sql
      .prepare("select * from audit_log where entity_id = ? and action = 'order.document'")
      .get(String(orderId)) as { actor_name: string; to_value: string };
    expect(audit.actor_name).toBe('Alice Admin');
    expect(JSON.parse(audit.to_value)).toMatchObject({
      file1: document.file1,
      uploadedAs: 'grant notice.pdf',
      contentType: 'application/pdf',
      bytes: SMALL_PDF.length,
      mailedTo: 'Customer@Example.com',
      provider: 'Sendgrid',
    });
    expect(await recordsOf(orderId)).toEqual({
      documents: before.documents + 1,
      mails: before.mails + 1,
      outbox: before.outbox + 1,
      files: before.files + 1,
    });

    const details = await callRoute(t.app, API_ROUTES.orderDetails, token, { params: { orderId } });
    const { uploadDoc, mailHistory } = details.json().data;
    expect(uploadDoc.file1).toBe(document.file1);
    expect(mailHistory.at(-1)).toMatchObject({
      mail_service_provider: 'Sendgrid',
      delivery: { kind: 'document', status: 'sent', channel: 'Sendgrid' },
    });
  });

  it('sends through AWS SES when no provider is named, as a raw MIME mail with the attachment', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const requestsBefore = fake.requests.length;
    const response = await upload({ orderId: String(orderId), email: 'c@example.com' }, pdf());
    expect(response.json()).toMatchObject({ status: 1 });
    const [sent] = fake.requests.slice(requestsBefore);
    expect(sent?.url).toBe('/v2/email/outbound-emails');
    expect(sent?.headers.authorization).toContain('AKIDTEST');
    const raw = Buffer.from(JSON.parse(sent?.body ?? '{}').Content.Raw.Data, 'base64').toString(
      'utf8',
    );
    expect(raw).toContain('To: c@example.com');
    expect(raw).toContain(`Subject: Your Australian eVisitor is approved (order ${orderId})`);
    expect(raw.replace(/\r\n/g, '')).toContain(SMALL_PDF.toString('base64'));
    const mail = t.sql
      .prepare(
        'select mail_service_provider from mail_history where order_id = ? order by id desc limit 1',
      )
      .get(orderId);
    expect(mail).toEqual({ mail_service_provider: 'AWS' });
  });

  it('takes an empty provider as none named, and fields with spaces around them', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const response = await upload(
      { orderId: ` ${orderId} `, email: ' c@example.com ', mailServiceProvider: '' },
      pdf(),
    );
    expect(response.json()).toMatchObject({ status: 1 });
    const mail = t.sql
      .prepare(
        'select mail_service_provider, email from mail_history where order_id = ? order by id desc limit 1',
      )
      .get(orderId);
    expect(mail).toEqual({ mail_service_provider: 'AWS', email: 'c@example.com' });
  });

  it('knows an image by its content, whatever its name says, and stores it with its real extension', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const response = await upload(
      { orderId: String(orderId), email: 'c@example.com' },
      { name: 'scan.txt', contentType: 'text/plain', content: SMALL_PNG },
    );
    expect(response.json()).toMatchObject({ status: 1 });
    const document = t.sql
      .prepare('select file1 from order_documents where order_id = ? order by id desc limit 1')
      .get(orderId) as { file1: string };
    expect(document.file1).toMatch(/\.png$/);
    const outbox = t.sql
      .prepare('select attachments from mail_outbox where order_id = ? order by id desc limit 1')
      .get(orderId) as { attachments: string };
    expect(JSON.parse(outbox.attachments)[0]).toMatchObject({
      filename: `eVisitor-${orderId}.png`,
      contentType: 'image/png',
    });
  });

  it.each([
    ['text', Buffer.from('just some text, named like a PDF')],
    ['an executable', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03])],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('refuses %s sent as a PDF (415), recording nothing', async (_kind, content) => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await recordsOf(orderId);
    const response = await upload(
      { orderId: String(orderId), email: 'c@example.com' },
      { name: 'grant.pdf', contentType: 'application/pdf', content },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'Only a PDF or an image (PNG, JPEG, GIF or WebP) can be uploaded.',
    });
    expect(await recordsOf(orderId)).toEqual(before);
  });

  it('refuses a file over 10 MB with 413, recording nothing', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await recordsOf(orderId);
    const big = Buffer.concat([SMALL_PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const response = await upload({ orderId: String(orderId), email: 'c@example.com' }, pdf(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'The file is larger than 10 MB. Choose a smaller file.',
    });
    expect(await recordsOf(orderId)).toEqual(before);
  });

  it.each([
    ['no orderId', { email: 'c@example.com' }, true, 400, 'orderId is required.'],
    [
      'a bad orderId',
      { orderId: '12abc', email: 'c@example.com' },
      true,
      400,
      'orderId must be a whole number from 1 to 2,147,483,647.',
    ],
    [
      'a zero orderId',
      { orderId: '0', email: 'c@example.com' },
      true,
      400,
      'orderId must be a whole number from 1 to 2,147,483,647.',
    ],
    [
      'an orderId out of range',
      { orderId: '99999999999999999999', email: 'c@example.com' },
      true,
      400,
      'orderId must be a whole number from 1 to 2,147,483,647.',
    ],
    ['no email', { orderId: 'ORDER' }, true, 400, 'Please enter your email.'],
    [
      'a bad email',
      { orderId: 'ORDER', email: 'not-an-address' },
      true,
      400,
      'Invalid email address',
    ],
    ['no file', { orderId: 'ORDER', email: 'c@example.com' }, false, 400, 'File is required.'],
    [
      'an unknown provider',
      { orderId: 'ORDER', email: 'c@example.com', mailServiceProvider: 'Postmark' },
      true,
      400,
      'mailServiceProvider must be one of: AWS, Sendgrid.',
    ],
    [
      'an unknown order',
      { orderId: '999', email: 'c@example.com' },
      true,
      404,
      'Order 999 was not found.',
    ],
  ])('refuses a form with %s', async (_case, fields, withFile, status, message) => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await recordsOf(orderId);
    const filled = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        value === 'ORDER' ? String(orderId) : value,
      ]),
    );
    const response = await upload(filled, withFile ? pdf() : undefined);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 0, message });
    expect(await recordsOf(orderId)).toEqual(before);
  });

  it.each([
    ['no version', {}, 400, 'version is required.'],
    [
      'a bad version',
      { version: 'v2' },
      400,
      'version must be a whole number from 1 to 2,147,483,647.',
    ],
  ])('refuses a form with %s, recording nothing', async (_case, extra, status, message) => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await recordsOf(orderId);
    const response = await send(
      { orderId: String(orderId), email: 'c@example.com', ...extra },
      pdf(),
    );
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 0, message });
    expect(await recordsOf(orderId)).toEqual(before);
  });

  it('refuses an empty file, a file in another field, two files and a JSON body', async () => {
    const orderId = String(freshOrder(t, 'Completed', used));
    const before = await recordsOf(Number(orderId));
    const empty = await upload({ orderId, email: 'c@example.com' }, pdf(Buffer.alloc(0)));
    expect(empty.json()).toMatchObject({
      status: 0,
      message: 'The file is empty. Choose the document again.',
    });
    const otherField = await upload(
      { orderId, email: 'c@example.com' },
      { ...pdf(), field: 'file' },
    );
    expect(otherField.json()).toMatchObject({
      status: 0,
      message: 'Send the document in the field uploadVisaDoc.',
    });
    const twoFiles = await upload({ orderId, email: 'c@example.com' }, [pdf(), pdf()]);
    expect(twoFiles.json()).toMatchObject({ status: 0, message: 'Upload one file at a time.' });
    expect(await recordsOf(Number(orderId))).toEqual(before);
    const json = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { orderId, email: 'c@example.com' },
      headers: { authorization: token },
    });
    expect(json.statusCode).toBe(415);
  });

  it('records one of two uploads sent on the same version at once; the other gets 409 and leaves no file', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await recordsOf(orderId);
    const answers = await Promise.all(
      [1, 2].map(() => upload({ orderId: String(orderId), email: 'c@example.com' }, pdf())),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await recordsOf(orderId)).toEqual({
      documents: before.documents + 1,
      mails: before.mails + 1,
      outbox: before.outbox + 1,
      files: before.files + 1,
    });
  });

  it('needs a session', async () => {
    const body = multipart({ orderId: '100001', email: 'c@example.com', version: '1' }, pdf());
    const response = await t.app.inject({ method: 'POST', url: URL, ...body });
    expect(response.statusCode).toBe(401);
  });

  it('removes the written file when the transaction fails', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await recordsOf(orderId);
    t.sql.exec(REFUSE_DOCUMENTS[t.sql.dialect].create);
    try {
      const response = await upload({ orderId: String(orderId), email: 'c@example.com' }, pdf());
      expect(response.statusCode).toBe(500);
      expect(response.json().status).toBe(0);
    } finally {
      t.sql.exec(REFUSE_DOCUMENTS[t.sql.dialect].drop);
    }
    expect(await recordsOf(orderId)).toEqual(before);
    expect(
      (await storedNames(t.app.documents)).filter((name) => name.endsWith('.partial')),
    ).toEqual([]);
  });
});

describe('POST /api/admin/upload-visa-document when the file cannot be written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 20 });
    const { storage } = t.config;
    if (storage.kind === 'local') {
      // A file where the uploads folder should be: every document write fails.
      writeFileSync(path.join(t.config.dataDir, 'uploads'), 'not a folder');
    } else {
      // The bucket is gone: every document write fails.
      const s3 = new S3Client({
        ...storage,
        endpoint: storage.endpoint ?? undefined,
        credentials: storage.credentials ?? undefined,
      });
      await s3
        .send(new DeleteBucketCommand({ Bucket: storage.bucket }))
        .finally(() => s3.destroy());
    }
  }, 60_000);
  afterAll(() => t.close());

  it('records nothing and says so', async () => {
    const orderId = 100001;
    const documentsBefore = t.sql
      .prepare('select count(*) as n from order_documents where order_id = ?')
      .get(orderId) as { n: number };
    const version = t.sql
      .prepare('select version from orders where order_id = ?')
      .pluck()
      .get(orderId) as number;
    const body = multipart(
      { orderId: String(orderId), email: 'c@example.com', version: String(version) },
      pdf(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: body.payload,
      headers: { ...body.headers, authorization: await login(t.app, 'team@demo.test') },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'The document could not be saved. Nothing was recorded; please try again.',
    });
    const rows = t.sql
      .prepare(
        "select (select count(*) from mail_outbox) as outbox, (select count(*) from audit_log where action = 'order.document') as audit, (select count(*) from order_documents where order_id = ?) as documents",
      )
      .get(orderId);
    expect(rows).toEqual({ outbox: 0, audit: 0, documents: documentsBefore.n });
    expect(await storedNames(t.app.documents).catch(() => [])).toEqual([]);
  });
});
