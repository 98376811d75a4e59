import { API_ROUTES, type ApiRoute } from '@portal/shared/api/apiRoutes';
import { apiPath, login, type TestApp } from '../helpers/testApp';
import { createOrderDetailApp, freshOrder } from '../routes/orderDetail/orderDetailTestApp';

/**
 * Concurrency: a double click sends the same call twice, at once. Refund and assign
 * must act once (each keeps the first result and writes one audit entry); a resend is two
 * mails, which is what two clicks on Resend ask for (docs/reliability.md).
 */

const TWICE = 2;
const MANY = 6;

describe('double clicks: identical concurrent calls', () => {
  let t: TestApp;
  let token: string;
  const used = new Set<number>();

  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 40 });
    token = await login(t.app, 'team@demo.test');
  }, 60_000);
  afterAll(() => t.close());

  const send = (route: ApiRoute, payload: object) =>
    t.app.inject({
      method: route.method,
      url: apiPath(route),
      headers: { authorization: token },
      payload,
    });

  const all = (times: number, route: ApiRoute, payload: object) =>
    Promise.all(Array.from({ length: times }, () => send(route, payload)));

  const auditCount = (orderId: number, action: string) =>
    t.sql
      .prepare(
        "select count(*) from audit_log where entity = 'order' and entity_id = ? and action = ?",
      )
      .pluck()
      .get(String(orderId), action) as number;

  it('refund-orders sets the refund date once and keeps the first', async () => {
    const orderId = freshOrder(t, 'Refunds', used);
    t.sql.prepare('update orders set refund_date = null where order_id = ?').run(orderId);
    const answers = await all(MANY, API_ROUTES.refundOrders, { orderId: [orderId] });
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(MANY).fill(200));
    expect(auditCount(orderId, 'order.refund')).toBe(1);
    const { refund_date: first } = t.sql
      .prepare('select refund_date from orders where order_id = ?')
      .get(orderId) as { refund_date: string };
    await send(API_ROUTES.refundOrders, { orderId: [orderId] });
    expect(
      t.sql.prepare('select refund_date from orders where order_id = ?').pluck().get(orderId),
    ).toBe(first);
    expect(auditCount(orderId, 'order.refund')).toBe(1);
  });

  it('assign-order-status assigns once', async () => {
    const orderId = freshOrder(t, 'New', used);
    t.sql.prepare('update orders set assign_to = null where order_id = ?').run(orderId);
    const answers = await all(MANY, API_ROUTES.assignOrderStatus, {
      orderId: [orderId],
      assignto: 'Tom Team',
    });
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(
      t.sql.prepare('select assign_to from orders where order_id = ?').pluck().get(orderId),
    ).toBe('Tom Team');
    expect(auditCount(orderId, 'order.assign')).toBe(1);
  });

  it('resend-mail twice is two mails, each recorded once', async () => {
    const orderId = t.sql
      .prepare(
        `select order_id from order_documents d where is_rejected_doc = 'No'
         and id = (select max(id) from order_documents where order_id = d.order_id) limit 1`,
      )
      .pluck()
      .get() as number;
    const mailsBefore = t.sql.prepare('select count(*) from mail_outbox').pluck().get() as number;
    const auditBefore = auditCount(orderId, 'order.mail');
    const answers = await all(TWICE, API_ROUTES.resendMail, {
      orderId,
      email: 'customer@example.test',
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(t.sql.prepare('select count(*) from mail_outbox').pluck().get()).toBe(
      mailsBefore + TWICE,
    );
    expect(auditCount(orderId, 'order.mail')).toBe(auditBefore + TWICE);
  });
});
