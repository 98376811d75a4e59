import { trackFormProblemMessage } from '@portal/shared/customer/trackFormAnswer';
import {
  PASS_HANDOVER_COOKIE,
  readPassHandover,
  TRACK_FORM_LANDING_FIELD,
} from '@portal/shared/customer/passHandover';
import { MAX_MAIL_ADDRESS_LENGTH } from '@portal/shared/validation/mailAddress';
import { CUSTOMER_HTML, startSites, type Sites } from '../helpers/sites';
import { writeFiles } from '../helpers/testApp';

const KEPT_EMAIL_COOKIE = 'track-form-email';

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

  /** The pass the answer hands over in its cookie, for the order it names. */
  function handedOver(answer: Response) {
    const cookie = answer.headers
      .getSetCookie()
      .find((each) => each.startsWith(`${PASS_HANDOVER_COOKIE}=`));
    if (cookie === undefined) return null;
    expect(cookie).toMatch(
      new RegExp(`^${PASS_HANDOVER_COOKIE}=[^;]+; Path=/; Max-Age=\\d+; SameSite=Strict$`),
    );
    return readPassHandover(cookie.split(';')[0] ?? '');
  }

  async function historyCall(orderId: number, customerToken: string) {
    return fetch(`${sites.customer}/api/front/get-download-history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId, customerToken }),
    });
  }

  it.each([
    ['the download page', 'orderCompletion', `/get-new-order-details/`],
    ['the status page', 'statusTrack', `/status-track/`],
    ['the status page (a page of before the field)', undefined, `/status-track/`],
    ['the status page (an unknown page)', 'https://evil.example/', `/status-track/`],
  ])(
    'opens %s for a matching Order ID and Email ID and hands it the pass, never in the address',
    async (_name, next, landing) => {
      const answer = await post(sites.customer, {
        orderId: ` ${order.order_id} `,
        email: order.email.toUpperCase(),
        ...(next !== undefined && { [TRACK_FORM_LANDING_FIELD]: next }),
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${landing}${order.order_id}`);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const handover = handedOver(answer);
      expect(handover?.orderId).toBe(order.order_id);
      const history = await historyCall(order.order_id, handover?.pass.customerToken ?? '');
      expect(history.status).toBe(200);

      const page = await fetch(`${sites.customer}${answer.headers.get('location')}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(CUSTOMER_HTML);
    },
  );

  it.each([
    ['no Order ID', { orderId: '', email: ' a@b.test' }, '/track-order?problem=orderIdRequired'],
    ['no e-mail', { orderId: '100001', email: ' ' }, '/track-order/100001?problem=emailRequired'],
    [
      'an Order ID of spaces only',
      { orderId: '   ', email: 'a@b.test' },
      '/track-order?problem=orderIdRequired',
    ],
    [
      'an unreadable Order ID',
      { orderId: 'not an id!', email: 'a@b.test' },
      '/track-order?problem=orderNotFound',
    ],
    [
      'an unknown order',
      { orderId: ' 999999999 ', email: 'a@b.test' },
      '/track-order/999999999?problem=orderNotFound',
    ],
    [
      'neither field (both named, as the form does)',
      { orderId: '', email: '' },
      '/track-order?problem=orderIdRequired&problem=emailRequired',
    ],
  ])(
    'sends %s back to the track form with its refusal, at the Order ID typed if it can be read',
    async (_name, fields, address) => {
      const answer = await post(sites.customer, fields);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(address);
      expect(handedOver(answer)).toBeNull();
      // The e-mail typed is kept for that form, in a cookie only the server reads.
      expect(answer.headers.getSetCookie()).toEqual(
        fields.email.trim() === ''
          ? []
          : [
              `${KEPT_EMAIL_COOKIE}=${encodeURIComponent(fields.email.trim())}; Path=/track-order; Max-Age=60; HttpOnly; SameSite=Strict`,
            ],
      );
    },
  );

  it('opens the order for an e-mail of the longest length an address may have', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(MAX_MAIL_ADDRESS_LENGTH - 70)}.test`;
    expect(longest).toHaveLength(MAX_MAIL_ADDRESS_LENGTH);
    const update = sites.t.sql.prepare('update orders set email = ? where order_id = ?');
    update.run(longest, order.order_id);
    try {
      const answer = await post(sites.customer, { orderId: `${order.order_id}`, email: longest });
      expect(answer.headers.get('location')).toBe(`/status-track/${order.order_id}`);
      expect(handedOver(answer)?.orderId).toBe(order.order_id);
    } finally {
      update.run(order.email, order.order_id);
    }
  });

  it('sends a post longer than any form could send back to the track form as an unknown order', async () => {
    const answer = await post(sites.customer, { orderId: '100001', email: 'a'.repeat(5000) });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/track-order?problem=orderNotFound');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('takes no longer post in another encoding than in a form’s', async () => {
    const answer = await fetch(`${sites.customer}/track-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: '100001', email: 'a'.repeat(5000) }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/track-order?problem=orderNotFound');
  });

  it('sends a post in another encoding back to the track form with both fields named', async () => {
    const answer = await fetch(`${sites.customer}/track-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<order id="100001"/>',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      '/track-order?problem=orderIdRequired&problem=emailRequired',
    );
  });

  it('answers a wrong e-mail exactly like an unknown order', async () => {
    const answer = await post(sites.customer, {
      orderId: String(order.order_id),
      email: `not-${order.email}`,
    });
    expect(answer.headers.get('location')).toBe(
      `/track-order/${order.order_id}?problem=orderNotFound`,
    );
    expect(handedOver(answer)).toBeNull();
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

describe('the track form without JavaScript, past its limit', () => {
  let sites: Sites;
  beforeAll(async () => {
    sites = await startSites({ orders: 1, env: { FRONT_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await sites.close();
  });

  it('goes back to the track form, whose page says to wait', async () => {
    const post = () =>
      fetch(`${sites.customer}/track-order`, {
        method: 'POST',
        body: new URLSearchParams({ orderId: '999999999', email: 'a@b.test' }),
        redirect: 'manual',
      });
    const answers = [await post(), await post(), await post()];
    // The limit is met once the form is read: that refusal keeps the Order ID too.
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual([
      '/track-order/999999999?problem=orderNotFound',
      '/track-order/999999999?problem=orderNotFound',
      '/track-order/999999999?problem=tooManyRequests',
    ]);
    expect(answers[2]?.status).toBe(303);
    expect(answers[2]?.headers.getSetCookie()[0]).toMatch(/^track-form-email=a%40b\.test; /);
    expect(trackFormProblemMessage('tooManyRequests')).toMatch(/^Too many requests\. Please wait/);
  });
});

describe('the track form without JavaScript, refused', () => {
  let sites: Sites;
  beforeAll(async () => {
    sites = await startSites({ orders: 1 });
    // A build whose page has a place for the server's drawing, and a renderer that shows
    // the e-mail it is given in the form.
    writeFiles(sites.repoRoot, {
      'customer-site/dist/index.html': '<!doctype html><title>t</title><div id="root"></div>',
      'customer-site/dist-server/customer-page.css': '',
      'customer-site/dist-server/renderCustomerPage.js': `exports.renderCustomerPage = (url, host, keptEmail) =>
        ({ title: 'Track', html: '<input name="email" value="' + keptEmail + '">' });`,
    });
  });
  afterAll(async () => {
    await sites.close();
  });

  const page = (address: string, cookie?: string) =>
    fetch(`${sites.customer}${address}`, { headers: cookie ? { cookie } : {} });

  it('draws the form it goes back to with the e-mail typed, once, in a page no cache keeps', async () => {
    const answer = await fetch(`${sites.customer}/track-order`, {
      method: 'POST',
      body: new URLSearchParams({ orderId: '999999999', email: 'typed@example.com' }),
      redirect: 'manual',
    });
    const address = answer.headers.get('location') ?? '';
    expect(address).toBe('/track-order/999999999?problem=orderNotFound');
    const kept = answer.headers.getSetCookie()[0]?.split(';')[0] ?? '';

    const refused = await page(address, kept);
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('<input name="email" value="typed@example.com">');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.getSetCookie()).toEqual([
      `${KEPT_EMAIL_COOKIE}=; Path=/track-order; Max-Age=0; HttpOnly; SameSite=Strict`,
    ]);

    // The next drawing of the same address, without the cookie, is anyone's page again.
    const again = await page(address);
    expect(await again.text()).toContain('<input name="email" value="">');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('draws the form empty for a kept e-mail it cannot read', async () => {
    for (const cookie of [
      `${KEPT_EMAIL_COOKIE}=%E0%A4%A`,
      `${KEPT_EMAIL_COOKIE}=${'a'.repeat(300)}`,
    ]) {
      const answer = await page('/track-order', cookie);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<input name="email" value="">');
    }
  });
});

describe('the track form without JavaScript, behind a proxy that ends TLS', () => {
  let sites: Sites;
  let order: { order_id: number; email: string };
  beforeAll(async () => {
    sites = await startSites({ orders: 1, env: { TRUST_PROXY: '127.0.0.1' } });
    order = sites.t.sql.prepare('select order_id, email from orders limit 1').get() as {
      order_id: number;
      email: string;
    };
  });
  afterAll(async () => {
    await sites.close();
  });

  const postOverHttps = (fields: Record<string, string>) =>
    fetch(`${sites.customer}/track-order`, {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('sends its cookies over HTTPS only: the pass handed over, and the e-mail kept', async () => {
    const tracked = await postOverHttps({ orderId: String(order.order_id), email: order.email });
    expect(tracked.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${PASS_HANDOVER_COOKIE}=[^;]+;.*; Secure(;|$)`)),
    ]);
    const refused = await postOverHttps({ orderId: '999999999', email: 'typed@example.com' });
    expect(refused.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${KEPT_EMAIL_COOKIE}=[^;]+;.*; Secure(;|$)`)),
    ]);
  });
});
