import type { OrderDetails } from '@portal/shared/entities/order';
import { buildDefencePack } from '../../src/pdf/defencePack';
import { OrderDetailRepository, type AuditRow } from '../../src/repositories/orderDetailRepository';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { readPdfText, squeeze } from './readPdfText';

describe('buildDefencePack', () => {
  let t: TestApp;
  let order: OrderDetails;
  let audit: AuditRow[];
  const generatedAt = new Date('2025-07-01T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ orders: 60 });
    const orderId = (
      t.sql
        .prepare(
          "select o.order_id from orders o where o.process_status = 'Completed' and exists (select 1 from download_history d where d.order_id = o.order_id) order by o.order_id desc",
        )
        .get() as { order_id: number }
    ).order_id;
    t.sql
      .prepare(
        "insert into remarks (order_id, us_date, us_time, remark_name, remark, whatsapp, chargeback, created_at) values (?, '2025-06-30', '10:15:00 AM', 'Mark Manager', 'Customer disputes the charge with the bank', 'Y', 'Y', '2025-06-30T14:15:00.000Z')",
      )
      .run(orderId);
    t.sql
      .prepare(
        "insert into audit_log (at, actor_id, actor_name, action, entity, entity_id, from_value, to_value) values ('2025-06-30T15:00:00.000Z', 2, 'Mark Manager', 'order.status', 'order', ?, 'Completed', 'ChargeBack')",
      )
      .run(String(orderId));
    const repository = new OrderDetailRepository(t.app.db);
    const details = await repository.orderDetails(orderId, t.app.config.mail);
    if (!details) throw new Error('demo order missing');
    order = { ...details, transaction_id: 'ch_3PqTEST', merchant_name: 'Stripe' };
    audit = await repository.auditTrail(orderId);
  }, 60_000);
  afterAll(() => t.close());

  it('type 2 holds the order, customer, transaction, mails, downloads, remarks and the audit trail', async () => {
    const pdf = await buildDefencePack({ order, audit, type: 2, generatedAt });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await readPdfText(pdf);
    const flat = squeeze(text);
    for (const expected of [
      'Defence Pack 2: full case file',
      `Order ID ${order.order_id}`,
      `${order.given_names} ${order.family_name}`,
      order.email,
      order.passport_number,
      'ch_3PqTEST',
      'Stripe',
      order.mailHistory[0]?.email ?? '',
      order.downloadHistory[0]?.ip ?? '',
      'Customer disputes the charge with the bank',
      'Whatsapp, Chargeback',
      'Mark Manager',
      'Status changed from Completed to ChargeBack',
      'Remarks (Comment History)',
      'Audit trail',
    ]) {
      expect(flat).toContain(squeeze(expected));
    }
  });

  it('type 1 is the outward evidence: the same service record without remarks or staff names', async () => {
    const { text } = await readPdfText(
      await buildDefencePack({ order, audit, type: 1, generatedAt }),
    );
    const flat = squeeze(text);
    expect(flat).toContain(squeeze('Defence Pack 1: service delivery evidence'));
    expect(flat).toContain(squeeze(`Order ID ${order.order_id}`));
    expect(flat).toContain(squeeze('Status changed from Completed to ChargeBack'));
    expect(flat).toContain(squeeze(order.downloadHistory[0]?.ip ?? 'missing'));
    expect(flat).not.toContain(squeeze('Customer disputes the charge with the bank'));
    expect(flat).not.toContain(squeeze('Mark Manager'));
    expect(flat).not.toContain(squeeze('Audit trail'));
  });

  it('numbers its pages and says when nothing was recorded', async () => {
    const bare: OrderDetails = {
      ...order,
      mailHistory: [],
      downloadHistory: [],
      remark: [],
      transaction_id: null,
      merchant_name: null,
    };
    const { text, pages } = await readPdfText(
      await buildDefencePack({ order: bare, audit: [], type: 2, generatedAt }),
    );
    expect(text).toContain(`Page 1 of ${pages}`);
    for (const empty of [
      'No transaction details have been entered for this order.',
      'No e-mail has been sent for this order.',
      'The document has not been downloaded yet.',
      'No remarks recorded.',
      'No audited changes recorded.',
    ]) {
      expect(squeeze(text)).toContain(squeeze(empty));
    }
  });
});
