import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { type TestApp } from '../../helpers/testApp';
import { adminToken, createOrderDetailApp, ordersIn } from './orderDetailTestApp';
import { callRoute } from '../../helpers/callRoute';

describe('GET /api/admin/get-orders-details/:orderId', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createOrderDetailApp();
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  const get = (orderId: string | number, authorization = token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/get-orders-details/${orderId}`,
      headers: authorization ? { authorization } : {},
    });

  it('answers the whole order: columns, answers, document, mails, downloads, remarks newest first', async () => {
    const [orderId] = ordersIn(t, 'Completed');
    const response = await get(orderId ?? 0);
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    const row = t.sql.prepare('select * from orders where order_id = ?').get(orderId) as Record<
      string,
      unknown
    >;
    expect(order).toMatchObject({
      order_id: orderId,
      email: row.email,
      given_names: row.given_names,
      family_name: row.family_name,
      nationality: row.nationality,
      process_status: 'Completed',
      version: row.version,
      application_email: `${orderId}@applications.evisitor-australia.com`,
    });
    const details = JSON.parse(String(row.details));
    expect(order.passport_number).toBe(details.passport_number);
    expect(order.declaration_unlawful).toBe('Yes');
    expect(order.uploadDoc).toMatchObject({ is_rejected_doc: 'No' });
    expect(order.mailHistory.length).toBeGreaterThan(0);
    expect(order.mailHistory[0].uploadDoc.file1).toBe(order.uploadDoc.file1);
    const remarkTimes = order.remark.map((remark: { id: number }) => {
      const stored = t.sql
        .prepare('select created_at from remarks where id = ?')
        .get(remark.id) as {
        created_at: string;
      };
      return stored.created_at;
    });
    expect(remarkTimes).toEqual([...remarkTimes].sort().reverse());
  });

  it('lists each part in its order: mails and downloads oldest first, remarks newest first', async () => {
    const orderId = Number(t.sql.prepare('select min(order_id) from orders').pluck().get());
    const add = (text: string, ...params: Array<string | number>) =>
      t.sql.prepare(text).run(...params);
    for (const createdAt of [
      '2026-03-01T09:00:00Z',
      '2026-03-02T09:00:00Z',
      '2026-03-01T09:00:00Z',
    ])
      add(
        `insert into remarks (order_id, us_date, us_time, remark_name, remark, created_at)
         values (?, '03/01/2026', '09:00', 'Alice Admin', ?, ?)`,
        orderId,
        `Remark of ${createdAt}`,
        createdAt,
      );
    for (const createdTs of ['2026-03-02 09:00:00', '2026-03-01 09:00:00'])
      add(
        `insert into download_history (order_id, create_ts, ip, timezone, browser, os, file1)
         values (?, ?, '203.0.113.9', 'Australia/Sydney', 'Firefox', 'Linux', 'visa.pdf')`,
        orderId,
        createdTs,
      );
    for (const createdTs of ['2026-03-02 09:00:00', '2026-03-01 09:00:00'])
      add(
        `insert into mail_history (order_id, email, mail_service_provider, remainder_mail, create_ts)
         select ?, email, mail_service_provider, 0, ? from mail_history limit 1`,
        orderId,
        createdTs,
      );
    const ids = (text: string) => t.sql.prepare(text).pluck().all(orderId).map(Number);

    const order = (await get(orderId)).json().data;
    expect(order.remark.map((remark: { id: number }) => remark.id)).toEqual(
      ids('select id from remarks where order_id = ? order by created_at desc, id desc'),
    );
    expect(order.downloadHistory).toEqual(
      t.sql
        .prepare(
          `select id, order_id, create_ts, ip, timezone, browser, os, file1
           from download_history where order_id = ? order by create_ts, id`,
        )
        .all(orderId),
    );
    expect(order.mailHistory.map((mail: { id: number }) => mail.id)).toEqual(
      ids('select id from mail_history where order_id = ? order by id'),
    );
    // A mail with no document and no outbox entry shows neither.
    expect(order.mailHistory.at(-1)).toMatchObject({ uploadDoc: null, delivery: null });
  });

  it("answers the order's own columns over answers stored with the same names", async () => {
    const [orderId] = ordersIn(t, 'Completed');
    const row = t.sql.prepare('select * from orders where order_id = ?').get(orderId) as {
      details: string;
      given_names: string;
      email: string;
    };
    const stored = { ...JSON.parse(row.details), given_names: 'Stored Name', email: 'x@y.test' };
    t.sql
      .prepare('update orders set details = ? where order_id = ?')
      .run(JSON.stringify(stored), orderId);

    const order = (await get(orderId ?? 0)).json().data;
    expect(order).toMatchObject({ given_names: row.given_names, email: row.email });
    expect(order.passport_number).toBe(stored.passport_number);
  });

  it.each([
    ['one answer of an old order', '{"passport_number": "PA1234567"}', 'PA1234567'],
    ['not JSON', '{"passport_number": ', ''],
    ['a list', '["PA1234567"]', ''],
    ['not text', '{"passport_number": {"number": "PA1234567"}, "sex": 2}', ''],
  ])(
    'answers an order whose stored answers are %s, the rest empty',
    async (_case, details, passport) => {
      const [, orderId] = ordersIn(t, 'Completed');
      t.sql.prepare('update orders set details = ? where order_id = ?').run(details, orderId);

      const response = await get(orderId ?? 0);
      expect(response.statusCode).toBe(200);
      const order = response.json().data;
      expect(order).toMatchObject({ order_id: orderId, passport_number: passport, sex: '' });
      expect(order).not.toHaveProperty('0');
    },
  );

  it('names the application mail domain and the customer site from the configuration', async () => {
    const other = await createOrderDetailApp({
      orders: 5,
      env: {
        APPLICATION_MAIL_DOMAIN: 'mail.example.test',
        CUSTOMER_ORIGIN: 'https://track.example.test',
      },
    });
    try {
      const response = await callRoute(
        other.app,
        API_ROUTES.orderDetails,
        await adminToken(other),
        { params: { orderId: 100001 } },
      );
      expect(response.json().data).toMatchObject({
        application_email: '100001@mail.example.test',
        track_url: `https://track.example.test/track-order/${encodeId(100001)}`,
      });
    } finally {
      await other.close();
    }
  }, 60_000);

  it.each([
    ['an unknown order', '999999', 404, 'Order 999999 was not found.'],
    ['a word', 'abc', 400, 'orderId must be a whole number.'],
    ['zero', '0', 400, 'orderId must be at least 1.'],
  ])('refuses %s', async (_case, orderId, status, message) => {
    const response = await get(orderId);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 0, message });
  });

  it('needs a session', async () => {
    expect((await get(100001, '')).statusCode).toBe(401);
  });
});
