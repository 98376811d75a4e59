import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGE_ORDER_NOT_FOUND } from '../../../src/customer/customerProof';
import { expectRefused } from '../../helpers/callRoute';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { postFront, prepareOrder, trackAs } from './customerFixtures';

describe('POST /api/front/get-download-history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 20 });
  });
  afterAll(() => t.close());

  const history = (orderId: number, customerToken: string) =>
    postFront(t.app, API_ROUTES.downloadHistory, { orderId, customerToken });

  it('answers the history, what the customer may see of the order and the document', async () => {
    const order = await prepareOrder(t, 2, {
      process_status: 'Completed',
      order_status: 3,
      document: { file1: 'grant.pdf' },
    });
    t.sql
      .prepare(
        `insert into download_history (order_id, create_ts, ip, timezone, browser, os, file1)
         values (?, '2025-01-02T03:04:05.000Z', '203.0.113.9', 'Asia/Kolkata', 'Chrome-124.0.0.0-Desktop-desktop', 'Windows 10', 'grant.pdf')`,
      )
      .run(order.orderId);
    const { customerToken } = await trackAs(t.app, order.orderId, order.email);

    const response = await history(order.orderId, customerToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.mainResult).toEqual({
      order_id: order.orderId,
      given_names: order.givenNames,
      family_name: order.familyName,
      domain_name: expect.any(String),
      process_status: 'Completed',
      order_status: 3,
      remarks: [],
    });
    expect(data.path).toEqual({ file1: 'grant.pdf' });
    expect(data.data[0]).toEqual({
      id: expect.any(Number),
      order_id: order.orderId,
      create_ts: '2025-01-02T03:04:05.000Z',
      ip: '203.0.113.9',
      timezone: 'Asia/Kolkata',
      browser: 'Chrome-124.0.0.0-Desktop-desktop',
      os: 'Windows 10',
      file1: 'grant.pdf',
    });
    for (const row of data.data) expect(row.order_id).toBe(order.orderId);
    expect(response.body).not.toContain(order.email);
    expect(response.body).not.toContain(order.mobilePhone);
  });

  it('lists the remark texts while information is missing (order_status 5)', async () => {
    const order = await prepareOrder(t, 3, { process_status: 'Awaiting ', order_status: 5 });
    t.sql.prepare('delete from remarks where order_id = ?').run(order.orderId);
    for (const remark of ['Please send a clear passport photo.', 'Your address is incomplete.']) {
      t.sql
        .prepare(
          `insert into remarks (order_id, us_date, us_time, remark_name, remark, created_at)
           values (?, '2025-06-01', '10:00:00 AM', 'Tom Team', ?, ?)`,
        )
        .run(order.orderId, remark, new Date().toISOString());
    }
    const { customerToken } = await trackAs(t.app, order.orderId, order.email);
    const { data } = (await history(order.orderId, customerToken)).json();
    expect(data.mainResult.remarks).toEqual([
      'Please send a clear passport photo.',
      'Your address is incomplete.',
    ]);
    expect(data.path).toBeNull();
  });

  it('shows no remarks at other order statuses', async () => {
    const order = await prepareOrder(t, 4, { process_status: 'Contact Customer', order_status: 1 });
    t.sql
      .prepare(
        `insert into remarks (order_id, us_date, us_time, remark_name, remark, created_at)
         values (?, '2025-06-01', '10:00:00 AM', 'Tom Team', 'Internal note', ?)`,
      )
      .run(order.orderId, new Date().toISOString());
    const { customerToken } = await trackAs(t.app, order.orderId, order.email);
    const { data } = (await history(order.orderId, customerToken)).json();
    expect(data.mainResult.remarks).toEqual([]);
  });

  it('answers an order deleted since its pass was issued as not found', async () => {
    const order = await prepareOrder(t, 7, { process_status: 'Completed', order_status: 3 });
    const { customerToken } = await trackAs(t.app, order.orderId, order.email);
    t.sql
      .prepare("update orders set process_status = 'Deleted' where order_id = ?")
      .run(order.orderId);
    expectRefused(await history(order.orderId, customerToken), 404, MESSAGE_ORDER_NOT_FOUND);
  });

  it.each([
    ['the latest document is rejected', 'Completed', 'Yes', 5],
    ['the order is not approved', 'Customer Called', 'No', 6],
  ] as const)('gives no path when %s', async (_label, status, rejected, index) => {
    const order = await prepareOrder(t, index, {
      process_status: status,
      order_status: 3,
      document: { file1: 'grant.pdf', rejected },
    });
    const { customerToken } = await trackAs(t.app, order.orderId, order.email);
    const { data } = (await history(order.orderId, customerToken)).json();
    expect(data.path).toBeNull();
  });
});
