import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { orderNotFoundMessage } from '../../../src/routes/settings/sendInvoice';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRouteUnchecked } from '../../helpers/callRoute';

interface OutboxRow {
  id: number;
  order_id: number;
  kind: string;
  provider: string;
  to_email: string;
  subject: string;
  attachments: string;
  status: string;
  delivered_via: string | null;
}

describe('POST /api/admin/send-invoice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 20 });
  });
  afterAll(() => t.close());

  const send = async (email: string, body: object) =>
    callRouteUnchecked(t.app, API_ROUTES.sendInvoice, await login(t.app, email), { body });
  const outbox = () =>
    t.sql
      .prepare("select * from mail_outbox where kind = 'invoice' order by id")
      .all() as OutboxRow[];

  it.each(['telecaller@demo.test', 'admin@demo.test'])(
    'queues a PDF invoice for the customer in the outbox, with its audit entry, for %s',
    async (email) => {
      const order = t.sql
        .prepare(
          'select order_id, email, given_names, family_name from orders order by order_id limit 1',
        )
        .get() as { order_id: number; email: string; given_names: string; family_name: string };
      const before = outbox().length;
      const response = await send(email, { orderId: order.order_id });
      expect(response.statusCode).toBe(200);
      const mails = outbox();
      expect(mails).toHaveLength(before + 1);
      const mail = mails[mails.length - 1] as OutboxRow;
      expect(response.json()).toEqual({
        status: 1,
        message: `Invoice for order ${order.order_id} to ${order.email}: kept in the local outbox, since AWS is not configured here.`,
        data: {
          mailId: mail.id,
          to: order.email,
          attachments: [`invoice-${order.order_id}.pdf`],
          status: 'sent',
          channel: 'Outbox',
        },
      });
      // No AWS credentials in tests: the mail layer keeps it in the local outbox.
      expect(mail).toMatchObject({
        order_id: order.order_id,
        provider: 'AWS',
        to_email: order.email,
        status: 'sent',
        delivered_via: 'Outbox',
      });
      const eml = readFileSync(
        path.join(t.config.dataDir, 'outbox', `${String(mail.id).padStart(6, '0')}.eml`),
        'utf8',
      );
      expect(eml).toContain(`invoice-${order.order_id}.pdf`);
      expect(eml).toContain('application/pdf');
      expect(mail.subject).toContain(String(order.order_id));
      const [attachment, ...others] = JSON.parse(mail.attachments) as Array<{
        filename: string;
        contentType: string;
        base64: string;
      }>;
      expect(others).toEqual([]);
      expect(attachment).toMatchObject({
        filename: `invoice-${order.order_id}.pdf`,
        contentType: 'application/pdf',
      });
      const pdf = Buffer.from(attachment?.base64 ?? '', 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(pdf.length).toBeGreaterThan(1000);

      const audit = t.sql
        .prepare("select * from audit_log where action = 'order.invoice' order by id desc limit 1")
        .get() as { entity: string; entity_id: string; to_value: string };
      expect(audit).toMatchObject({ entity: 'order', entity_id: String(order.order_id) });
      expect(JSON.parse(audit.to_value)).toMatchObject({ mailId: mail.id });
    },
  );

  it('answers 404 with a clear message for an unknown order, and queues nothing', async () => {
    const before = outbox().length;
    const response = await send('team@demo.test', { orderId: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, message: orderNotFoundMessage(999999) });
    expect(outbox()).toHaveLength(before);
  });

  it.each([
    ['no order id', {}, MESSAGES.invoiceOrderIdRequired],
    ['text', { orderId: 'abcdef' }, MESSAGES.invoiceOrderIdDigits],
    ['zero', { orderId: 0 }, MESSAGES.invoiceOrderIdMin],
    ['five digits', { orderId: 99999 }, MESSAGES.invoiceOrderIdMin],
    ['a fraction', { orderId: 100001.5 }, MESSAGES.invoiceOrderIdDigits],
  ])("refuses %s with 400 and the form's message", async (_, body, message) => {
    const response = await send('team@demo.test', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
  });
});
