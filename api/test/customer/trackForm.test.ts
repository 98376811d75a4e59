import { CUSTOMER_HTML, startSites, type Sites } from '../helpers/sites';

/**
 * The track form sent without JavaScript (docs/decisions.md#customer-pages-paint-before-their-scripts):
 * a plain form post the customer site answers with a redirect.
 */
describe('the track form without JavaScript', () => {
  let sites: Sites;
  let order: { order_id: number; email: string };
  beforeAll(async () => {
    sites = await startSites({ orders: 1 });
    order = sites.t.sql.prepare('select order_id, email from orders limit 1').get() as {
      order_id: number;
      email: string;
    };
  });
  afterAll(async () => {
    await sites.close();
  });

  const post = (base: string, fields: Record<string, string>) =>
    fetch(`${base}/track-order`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('sends a matching Order ID and Email ID to the order’s status page', async () => {
    const answer = await post(sites.customer, {
      orderId: ` ${order.order_id} `,
      email: order.email.toUpperCase(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/status-track/${order.order_id}`);
    const page = await fetch(`${sites.customer}${answer.headers.get('location')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(CUSTOMER_HTML);
  });

  it.each([
    ['no Order ID', { orderId: '', email: 'a@b.test' }, 'orderIdRequired'],
    ['no e-mail', { orderId: '100001', email: ' ' }, 'emailRequired'],
    ['an unreadable Order ID', { orderId: 'not an id!', email: 'a@b.test' }, 'orderNotFound'],
    ['an unknown order', { orderId: '999999999', email: 'a@b.test' }, 'orderNotFound'],
  ])('sends %s back to the track form with its refusal', async (_name, fields, problem) => {
    const answer = await post(sites.customer, fields);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/track-order?problem=${problem}`);
  });

  it('answers a wrong e-mail exactly like an unknown order', async () => {
    const answer = await post(sites.customer, {
      orderId: String(order.order_id),
      email: `not-${order.email}`,
    });
    expect(answer.headers.get('location')).toBe('/track-order?problem=orderNotFound');
  });

  it('is not answered on the staff site, and the API calls still take JSON only', async () => {
    const staff = await post(sites.staff, { orderId: String(order.order_id), email: order.email });
    expect(staff.status).toBe(404);
    const formCall = await fetch(`${sites.customer}/api/front/track-order`, {
      method: 'POST',
      body: new URLSearchParams({ orderId: String(order.order_id), email: order.email }),
    });
    expect(formCall.status).toBe(415);
  });
});
