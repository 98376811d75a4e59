import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { apiPath, type TestApp } from '../../helpers/testApp';
import { expectRefused } from '../../helpers/callRoute';
import {
  adminToken,
  createOrderDetailApp,
  freshOrder,
  uploadMeanwhile,
} from './orderDetailTestApp';
import { callRoute } from '../../helpers/callRoute';

const URL = apiPath(API_ROUTES.sendRejectionMail);

describe('POST /api/admin/send-rejection-mail', () => {
  let t: TestApp;
  let token: string;
  const used = new Set<number>();
  beforeAll(async () => {
    t = await createOrderDetailApp();
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  const reject = (body: object, authorization = token) =>
    t.app.inject({ method: 'POST', url: URL, payload: body, headers: { authorization } });

  it('marks the document rejected and sends the rejection mail with it, in the local outbox without credentials', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const response = await reject({ orderId, email: 'applicant@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(
      /^Rejection mail to applicant@example.com: kept in the local outbox, since (AWS|Sendgrid) is not configured here\.$/,
    );

    const document = t.sql
      .prepare(
        'select id, file1, is_rejected_doc from order_documents where order_id = ? order by id desc',
      )
      .get(orderId) as { id: number; file1: string; is_rejected_doc: string };
    expect(document.is_rejected_doc).toBe('Yes');
    const mail = t.sql
      .prepare(
        'select m.document_id, o.kind, o.status, o.delivered_via, o.subject, o.attachments from mail_history m join mail_outbox o on o.id = m.outbox_id where m.order_id = ? order by m.id desc',
      )
      .get(orderId) as {
      document_id: number;
      kind: string;
      status: string;
      delivered_via: string;
      subject: string;
      attachments: string;
    };
    expect(mail).toMatchObject({
      document_id: document.id,
      kind: 'rejection',
      status: 'sent',
      delivered_via: 'Outbox',
    });
    expect(mail.subject).toContain(`order ${orderId}`);
    expect(JSON.parse(mail.attachments)).toHaveLength(1);
    const audit = t.sql
      .prepare('select action from audit_log where entity_id = ? order by id')
      .all(String(orderId));
    expect(audit).toEqual([{ action: 'order.document.rejected' }, { action: 'order.mail' }]);

    const details = await callRoute(t.app, API_ROUTES.orderDetails, token, { params: { orderId } });
    expect(details.json().data.uploadDoc.is_rejected_doc).toBe('Yes');
    expect(details.json().data.mailHistory.at(-1).uploadDoc.is_rejected_doc).toBe('Yes');
  });

  it('sends it again for an already rejected document (Resend Reject Mail) without a second rejection entry', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    await reject({ orderId, email: 'a@example.com' });
    const again = await reject({ orderId, email: 'b@example.com' });
    expect(again.json().status).toBe(1);
    const actions = t.sql
      .prepare('select action from audit_log where entity_id = ? order by id')
      .all(String(orderId))
      .map((row) => (row as { action: string }).action);
    expect(actions).toEqual(['order.document.rejected', 'order.mail', 'order.mail']);
  });

  it('refuses to reject a document another member replaced meanwhile, marking none rejected', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const rejections = () =>
      t.sql
        .prepare(
          "select count(*) from order_documents where order_id = ? and is_rejected_doc = 'Yes'",
        )
        .pluck()
        .get(orderId);
    uploadMeanwhile(t, token, orderId);
    const response = await reject({ orderId, email: 'applicant@example.com' });
    expectRefused(
      response,
      409,
      'A new document was uploaded meanwhile. Reload the page and try again.',
    );
    expect(Number(rejections())).toBe(0);
  });

  it('refuses an order without a document', async () => {
    const orderId = freshOrder(t, 'New', used);
    t.sql.prepare('delete from order_documents where order_id = ?').run(orderId);
    const response = await reject({ orderId, email: 'a@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'There is no uploaded document to reject. Upload the refusal document first.',
    });
  });

  it('refuses when the document file is gone, changing nothing', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const { file1 } = t.sql
      .prepare('select file1 from order_documents where order_id = ?')
      .get(orderId) as { file1: string };
    t.sql
      .prepare('update order_documents set file1 = ? where order_id = ?')
      .run(`gone-${file1}`, orderId);
    const response = await reject({ orderId, email: 'a@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The document file is missing on the server. Upload the document again.',
    );
    expect(
      t.sql.prepare('select is_rejected_doc from order_documents where order_id = ?').get(orderId),
    ).toEqual({
      is_rejected_doc: 'No',
    });
  });

  it.each([
    [{ orderId: 100001 }, 400, 'Please enter your email.'],
    [{ orderId: 100001, email: 'x' }, 400, 'Invalid email address'],
    [{ orderId: 'abc', email: 'a@example.com' }, 400, 'orderId must be a whole number.'],
    [{ orderId: 999999, email: 'a@example.com' }, 404, 'Order 999999 was not found.'],
  ])('refuses %j', async (body, status, message) => {
    const response = await reject(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 0, message });
  });

  it('needs a session', async () => {
    expect((await reject({ orderId: 100001, email: 'a@example.com' }, '')).statusCode).toBe(401);
  });
});
