import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { enqueueMail } from '../../../src/mail/mailOutbox';
import { apiPath, type TestApp } from '../../helpers/testApp';
import { providerEnv, startFakeMailServer, type FakeMailServer } from '../../mail/fakeMailServer';
import {
  adminToken,
  createOrderDetailApp,
  freshOrder,
  multipart,
  versionOf,
} from './orderDetailTestApp';

const MEGABYTE = 1024 * 1024;
/** The largest upload: a PDF header, then 10 MB less a little of random bytes. */
const LARGE_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(10 * MEGABYTE - 1024)]);

/** Bytes of every file under `dir`, the database and its WAL included. */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(full) : statSync(full).size);
  }, 0);
}

describe('a mailed document is kept once on disk', () => {
  let t: TestApp;
  let token: string;
  const used = new Set<number>();
  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 20 });
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  async function upload(app: TestApp, authorization: string, orderId: number, provider: string) {
    const form = multipart(
      {
        orderId: String(orderId),
        email: 'customer@example.com',
        mailServiceProvider: provider,
        version: String(versionOf(app, orderId)),
      },
      { name: 'visa.pdf', contentType: 'application/pdf', content: LARGE_PDF },
    );
    return app.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.uploadVisaDocument),
      payload: form.payload,
      headers: { ...form.headers, authorization },
    });
  }

  it('uses about 10 MB for a 10 MB upload mailed through the local outbox', async () => {
    // On SQLite the database file itself is under the data folder: empty its WAL first.
    if (t.sql.dialect === 'sqlite') t.sql.exec('pragma wal_checkpoint(TRUNCATE)');
    const before = bytesUnder(t.config.dataDir);
    const response = await upload(t, token, freshOrder(t, 'Pending', used), 'AWS');
    expect(response.json()).toMatchObject({ status: 1 });
    const outbox = t.sql
      .prepare('select status, delivered_via, attachments from mail_outbox order by id desc')
      .get() as { status: string; delivered_via: string; attachments: string };
    expect(outbox).toMatchObject({ status: 'sent', delivered_via: 'Outbox' });
    expect(outbox.attachments.length).toBeLessThan(1000);
    const grown = bytesUnder(t.config.dataDir) - before;
    expect(grown).toBeGreaterThanOrEqual(LARGE_PDF.length);
    expect(grown).toBeLessThan(LARGE_PDF.length + MEGABYTE);
  });

  it('still sends the document itself through a provider', async () => {
    const fake: FakeMailServer = await startFakeMailServer();
    const withProvider = await createOrderDetailApp({ orders: 20, env: providerEnv(fake) });
    try {
      const orderId = freshOrder(withProvider, 'Pending', new Set());
      const response = await upload(
        withProvider,
        await adminToken(withProvider),
        orderId,
        'Sendgrid',
      );
      expect(response.json()).toMatchObject({ status: 1 });
      const sent = fake.requests.find((request) => request.url.startsWith('/v3/mail/send'));
      const body = JSON.parse(sent?.body ?? '{}') as { attachments?: Array<{ content: string }> };
      expect(body.attachments?.[0]?.content).toBe(LARGE_PDF.toString('base64'));
    } finally {
      await withProvider.close();
      await fake.close();
    }
  });

  it('keeps a mail whose document has gone pending, saying why', async () => {
    const orderId = freshOrder(t, 'Pending', used);
    const id = await enqueueMail(t.app.db, {
      orderId,
      kind: 'document',
      provider: 'AWS',
      to: 'customer@example.com',
      subject: 'Your document',
      text: 'Attached.',
      attachments: [
        {
          filename: `eVisitor-${orderId}.pdf`,
          contentType: 'application/pdf',
          document: { orderId, file1: 'evisitor-gone.pdf' },
        },
      ],
    });
    const [outcome] = await t.app.mailDispatcher.deliver([id]);
    expect(outcome).toMatchObject({ status: 'pending' });
    expect(outcome?.error).toBe(`The document evisitor-gone.pdf of order ${orderId} is missing.`);
  });
});
