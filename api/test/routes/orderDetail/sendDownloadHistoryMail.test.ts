import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { apiPath, type TestApp } from '../../helpers/testApp';
import { adminToken, createOrderDetailApp } from './orderDetailTestApp';

const URL = apiPath(API_ROUTES.sendDownloadHistoryMail);

describe('POST /api/admin/send-download-history', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createOrderDetailApp();
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  const send = (body: object) =>
    t.app.inject({ method: 'POST', url: URL, payload: body, headers: { authorization: token } });

  it('mails the downloads with EST time and IP, kept in the local outbox as an .eml file', async () => {
    const row = t.sql
      .prepare('select order_id, ip from download_history order by id desc limit 1')
      .get() as { order_id: number; ip: string };
    const response = await send({ orderId: row.order_id, email: 'disputes@example.com' });
    expect(response.json()).toMatchObject({
      status: 1,
      message:
        'Download history mail to disputes@example.com: kept in the local outbox, since AWS is not configured here.',
    });
    const outbox = t.sql
      .prepare(
        "select id, kind, status, delivered_via, text_body from mail_outbox where order_id = ? and kind = 'download-history'",
      )
      .get(row.order_id) as {
      id: number;
      status: string;
      delivered_via: string;
      text_body: string;
    };
    expect(outbox).toMatchObject({ status: 'sent', delivered_via: 'Outbox' });
    expect(outbox.text_body).toContain(row.ip);
    expect(outbox.text_body).toContain(' EST');
    const eml = readFileSync(
      path.join(t.config.dataDir, 'outbox', `${String(outbox.id).padStart(6, '0')}.eml`),
      'utf8',
    );
    expect(eml).toContain('To: disputes@example.com');
    expect(eml).toContain(row.ip);
    // Not a document mail: it is audited, not listed in Email History.
    const audit = t.sql
      .prepare("select to_value from audit_log where entity_id = ? and action = 'order.mail'")
      .get(String(row.order_id)) as { to_value: string };
    const downloads = t.sql
      .prepare('select count(*) from download_history where order_id = ?')
      .pluck()
      .get(row.order_id);
    expect(JSON.parse(audit.to_value)).toEqual({
      kind: 'download-history',
      to: 'disputes@example.com',
      provider: 'AWS',
      downloads,
    });
  });

  it.each([
    [{ orderId: 100001 }, 400, 'Please enter your email.'],
    [{ orderId: 100001, email: 'nope' }, 400, 'Invalid email address'],
    [{ orderId: 999999, email: 'a@example.com' }, 404, 'Order 999999 was not found.'],
  ])('refuses %j', async (body, status, message) => {
    const response = await send(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 0, message });
  });
});
