import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { apiPath, type TestApp } from '../../helpers/testApp';
import { expectRefused } from '../../helpers/callRoute';
import { providerEnv, startFakeMailServer, type FakeMailServer } from '../../mail/fakeMailServer';
import {
  adminToken,
  createOrderDetailApp,
  freshOrder,
  uploadMeanwhile,
} from './orderDetailTestApp';

const URL = apiPath(API_ROUTES.resendMail);

describe('POST /api/admin/resend-mail', () => {
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

  const resend = (body: object) =>
    t.app.inject({ method: 'POST', url: URL, payload: body, headers: { authorization: token } });
  const lastMail = (orderId: number) =>
    t.sql
      .prepare(
        'select m.mail_service_provider, m.remainder_mail, m.email, m.document_id, o.kind, o.status, o.delivered_via from mail_history m join mail_outbox o on o.id = m.outbox_id where m.order_id = ? order by m.id desc',
      )
      .get(orderId);
  const documentOf = (orderId: number) =>
    t.sql
      .prepare(
        'select id, mail_service_provider from order_documents where order_id = ? order by id desc',
      )
      .get(orderId) as {
      id: number;
      mail_service_provider: string;
    };

  it.each([
    ['AWS', '/v2/email/outbound-emails'],
    ['Sendgrid', '/v3/mail/send'],
  ])('resends the current document as a reminder through %s', async (provider, path) => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = fake.requests.length;
    const response = await resend({
      orderId,
      email: 'again@example.com',
      mailServiceProvider: provider,
    });
    expect(response.json()).toMatchObject({
      status: 1,
      message: `Reminder mail to again@example.com: sent through ${provider}.`,
    });
    expect(lastMail(orderId)).toEqual({
      mail_service_provider: provider,
      remainder_mail: 1,
      email: 'again@example.com',
      document_id: documentOf(orderId).id,
      kind: 'resend',
      status: 'sent',
      delivered_via: provider,
    });
    expect(fake.requests.slice(before).map((request) => request.url)).toEqual([path]);
  });

  it("plain Resend Mail keeps the document's own provider", async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const response = await resend({ orderId, email: 'again@example.com' });
    expect(response.json().status).toBe(1);
    expect(lastMail(orderId)).toMatchObject({
      mail_service_provider: documentOf(orderId).mail_service_provider,
    });
  });

  it('records the mail and says so when the provider refuses it; the sweep retries it', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    fake.failNext(400, {
      errors: [{ message: 'The from address does not match a verified Sender Identity.' }],
    });
    const response = await resend({
      orderId,
      email: 'again@example.com',
      mailServiceProvider: 'Sendgrid',
    });
    expect(response.json()).toEqual({
      status: 1,
      message:
        'Reminder mail to again@example.com: not sent yet (The from address does not match a verified Sender Identity.); it will be retried automatically.',
      data: null,
    });
    expect(lastMail(orderId)).toMatchObject({ status: 'pending', delivered_via: 'Sendgrid' });
  });

  it('refuses an order without a document, and a rejected document', async () => {
    const withoutDocument = freshOrder(t, 'New', used);
    t.sql.prepare('delete from order_documents where order_id = ?').run(withoutDocument);
    const none = await resend({ orderId: withoutDocument, email: 'a@example.com' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('There is no document to resend. Upload the document first.');

    const rejected = freshOrder(t, 'Completed', used);
    t.sql
      .prepare("update order_documents set is_rejected_doc = 'Yes' where order_id = ?")
      .run(rejected);
    const refused = await resend({ orderId: rejected, email: 'a@example.com' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The document was marked rejected. Use Resend Reject Mail instead.',
    );
  });

  it('refuses to resend a document another member replaced meanwhile, recording no mail', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const read = documentOf(orderId);
    const mails = () =>
      t.sql.prepare('select count(*) from mail_history where order_id = ?').pluck().get(orderId);
    uploadMeanwhile(t, token, orderId);
    const before = mails();
    const response = await resend({ orderId, email: 'again@example.com' });
    expectRefused(
      response,
      409,
      'A new document was uploaded meanwhile. Reload the page and try again.',
    );
    expect(documentOf(orderId).id).not.toBe(read.id);
    // The upload's own mail only.
    expect(Number(mails())).toBe(Number(before) + 1);
  });

  it.each([
    [{ orderId: 100001 }, 'Please enter your email.'],
    [{ orderId: 100001, email: '' }, 'Please enter your email.'],
    [{ orderId: 100001, email: 'nope' }, 'Invalid email address'],
    [{ email: 'a@example.com' }, 'orderId is required.'],
    [
      { orderId: 100001, email: 'a@example.com', mailServiceProvider: 'Mailgun' },
      'mailServiceProvider must be one of: AWS, Sendgrid.',
    ],
    [{ orderId: 999999, email: 'a@example.com' }, 'Order 999999 was not found.'],
  ])('refuses %j', async (body, message) => {
    const response = await resend(body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: 0, message });
  });
});
