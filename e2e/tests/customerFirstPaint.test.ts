import { request as httpRequest } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { brandOf, type BrandVariant } from '@portal/shared/brands/brandDomains';
import { BRAND_SITES } from '@portal/shared/brands/brandSites';
import {
  MESSAGE_EMAIL_REQUIRED,
  MESSAGE_ORDER_ID_REQUIRED,
  MESSAGE_ORDER_NOT_FOUND,
} from '@portal/shared/customer/customerMessages';
import { PAGE_STYLES_ATTRIBUTE } from '@portal/shared/customer/serverDrawnPage';
import type { OrderDetails } from '@portal/shared/entities/order';
import { holdCustomerScripts, launchBrowser, waitForHydration } from '../support/browser';
import { customerUrl } from '../support/portalServer';
import { downloadable, ordersOf } from '../support/staffApi';

/** A host name of each brand's site, all resolved to this machine by the browser below. */
const BRAND_HOSTS: Record<BrandVariant, string> = {
  first: 'evisitor-australia.com',
  second: 'australia-evisa.org',
};
const BRANDS = Object.keys(BRAND_HOSTS) as BrandVariant[];

const TRACK_TITLE = 'Download your Evisitor form';
const STATUS_TITLE = 'Australia eVisitor Application Status';
const COMPLETION_TITLE = 'Download your eVisitor';

/** A console message of React taking over a page that differs from the server's. */
const HYDRATION_PROBLEM = /hydrat|did not match|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

let browser: Browser;
let completed: OrderDetails[];

function customerPort(): string {
  return new URL(customerUrl()).port;
}

/** The customer site under a brand's host name. */
function siteOf(brand: BrandVariant): string {
  return `http://${BRAND_HOSTS[brand]}:${customerPort()}`;
}

function orderOf(brand: BrandVariant): OrderDetails {
  const found = completed.find(
    (order) => downloadable(order) && brandOf(order.domain_name) === brand,
  );
  if (!found) throw new Error(`No downloadable ${brand}-brand Completed order in the demo data`);
  return found;
}

/** The page the customer site answers for `path` under `host`, as a script-less client reads it. */
async function pageHtml(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest(
      `${customerUrl()}${path}`,
      { headers: { host: `${host}:${customerPort()}` } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () =>
          answer.statusCode === 200
            ? resolve(body)
            : reject(new Error(`${path} answered ${answer.statusCode}`)),
        );
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

async function phonePage(brand: BrandVariant, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteOf(brand),
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
  });
  return context.newPage();
}

/** Every console message and page error that says React redrew a page it should take over. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

beforeAll(async () => {
  browser = await launchBrowser([
    `--host-resolver-rules=${Object.values(BRAND_HOSTS)
      .map((host) => `MAP ${host} 127.0.0.1`)
      .join(',')}`,
    // Plain http to these names, as the test server speaks.
    '--disable-features=HttpsUpgrades',
  ]);
  completed = await ordersOf('completedorder', 1, 40);
});

afterAll(async () => {
  await browser.close();
});

describe('customer pages before their scripts', () => {
  it.each(BRANDS)(
    'the %s brand’s track page arrives with its heading, brand frame, form and styles before any script',
    async (brand) => {
      const html = await pageHtml('/track-order', BRAND_HOSTS[brand]);
      expect(html).toContain(`<h1 id="track-title">${TRACK_TITLE}</h1>`);
      // No script runs before the page is parsed: every one waits for it.
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      expect(scripts.filter((tag) => !/\b(defer|async)\b/.test(tag))).toEqual([]);
      expect(html).toContain(`<title>${TRACK_TITLE}</title>`);
      // What a search engine shows under the title.
      expect(html).toMatch(/<meta name="?description"? content="Track your eVisitor order[^"]*"/);
      expect(html).toContain(`<span>${BRAND_SITES[brand].name}</span>`);
      expect(html).toMatch(/<form class="cx-track-form"[^>]* action="\/track-order" method="post"/);
      expect(html).toMatch(new RegExp(`<style ${PAGE_STYLES_ATTRIBUTE}>[^<]*\\.cx-page \\{`));
      expect(html).not.toContain('This portal needs JavaScript.');
    },
  );

  it.each([
    ['/status-track/100001', STATUS_TITLE],
    ['/get-new-order-details/100001', COMPLETION_TITLE],
    ['/track-order-typo', 'Page not found'],
  ])('%s arrives with its heading %s', async (path, title) => {
    const html = await pageHtml(path, BRAND_HOSTS.first);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(`<title>${title}</title>`);
  });

  it.each(BRANDS)(
    'without JavaScript, the %s brand’s track form shows its checks and leads to the download page',
    async (brand) => {
      const page = await phonePage(brand, false);
      const order = orderOf(brand);
      await page.goto('/track-order');
      await page.getByRole('heading', { name: TRACK_TITLE, level: 1 }).waitFor();
      await expect(page.getByRole('banner').textContent()).resolves.toContain(
        BRAND_SITES[brand].name,
      );
      await expect(page.getByRole('contentinfo').textContent()).resolves.toContain(
        `© 2025 ${BRAND_SITES[brand].name}`,
      );
      const trackOrder = page.getByRole('button', { name: 'TRACK ORDER' });

      await trackOrder.click();
      await page.getByRole('alert').filter({ hasText: MESSAGE_ORDER_ID_REQUIRED }).waitFor();
      await page.getByLabel('Order ID').fill(String(order.order_id));
      await trackOrder.click();
      await page.getByRole('alert').filter({ hasText: MESSAGE_EMAIL_REQUIRED }).waitFor();
      // Each refusal keeps the fields as typed; the e-mail is never put in the address.
      await expect(page.getByLabel('Order ID').inputValue()).resolves.toBe(String(order.order_id));
      await page.getByLabel('Email ID').fill('someone.else@example.com');
      await trackOrder.click();
      await page.getByRole('alert').filter({ hasText: MESSAGE_ORDER_NOT_FOUND }).waitFor();
      await expect(page.getByLabel('Order ID').inputValue()).resolves.toBe(String(order.order_id));
      await expect(page.getByLabel('Email ID').inputValue()).resolves.toBe(
        'someone.else@example.com',
      );
      expect(page.url()).not.toContain('someone.else');
      // Drawn once: the same address again is anyone's form.
      await page.reload();
      await page.getByRole('alert').filter({ hasText: MESSAGE_ORDER_NOT_FOUND }).waitFor();
      await expect(page.getByLabel('Email ID').inputValue()).resolves.toBe('');

      await page.getByLabel('Email ID').fill(order.email.toUpperCase());
      await trackOrder.click();
      // Where the scripted form goes; its scripts would take the pass handed over there.
      await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
      await page.getByRole('heading', { name: COMPLETION_TITLE, level: 1 }).waitFor();
      await expect(page.getByRole('banner').textContent()).resolves.toContain(
        BRAND_SITES[brand].name,
      );
      await page.context().close();
    },
  );
});

describe('customer pages once their scripts arrive', () => {
  it.each(BRANDS)(
    'the %s brand’s track page is taken over, not redrawn, and its form then tracks in the page',
    async (brand) => {
      const page = await phonePage(brand, true);
      const problems = hydrationProblems(page);
      const order = orderOf(brand);
      // The customer remote's files wait until the server's page has been looked at.
      const release = await holdCustomerScripts(page);
      await page.goto(`/track-order/${order.order_id}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: TRACK_TITLE, level: 1 }).waitFor();
      await expect(page.getByLabel('Order ID').inputValue()).resolves.toBe(String(order.order_id));
      await page.evaluate(() => {
        (window as unknown as { serverHeading: Element | null }).serverHeading =
          document.querySelector('h1');
      });
      release();
      await waitForHydration(page);
      await expect(
        page.evaluate(() => {
          const { serverHeading } = window as unknown as { serverHeading: Element | null };
          return serverHeading !== null && serverHeading === document.querySelector('h1');
        }),
      ).resolves.toBe(true);
      // Nor restyled: every sheet the scripts bring is one the page carries already.
      await expect(
        page.evaluate(
          (drawn) =>
            [...document.querySelectorAll(`style:not([${drawn}])`)].filter((s) => s.textContent)
              .length,
          PAGE_STYLES_ATTRIBUTE,
        ),
      ).resolves.toBe(0);

      await page.getByLabel('Email ID').fill(order.email);
      await page.getByRole('button', { name: 'TRACK ORDER' }).click();
      await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
      await page.getByRole('heading', { name: 'Downloaded History' }).waitFor();

      // A reload with the tab's pass: the server's page asks for the proof, the browser then
      // shows the order, with no redraw of the server's page.
      await page.goto(`/status-track/${order.order_id}`);
      await page.getByRole('button', { name: 'Download Now' }).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  /**
   * The first brand's track form with the customer remote's files held, its Order ID and the
   * e-mail `emailOf` gives typed into the server's form.
   */
  async function typedBeforeScripts(emailOf: (order: OrderDetails) => string) {
    const page = await phonePage('first', true);
    const problems = hydrationProblems(page);
    const order = orderOf('first');
    const release = await holdCustomerScripts(page);
    await page.goto('/track-order', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Order ID').fill(String(order.order_id));
    await page.getByLabel('Email ID').fill(emailOf(order));
    return { page, problems, order, release };
  }

  /** The taken-over form tracks in the page, and nothing was redrawn on the way. */
  async function tracksInThePage(page: Page, order: OrderDetails, problems: string[]) {
    await page.getByRole('button', { name: 'TRACK ORDER' }).click();
    await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
    await page.getByRole('heading', { name: 'Downloaded History' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }

  it('takes over a refused post’s form with the e-mail it kept, and tracks with it', async () => {
    const { page, problems, order, release } = await typedBeforeScripts(
      ({ email }) => `not-${email}`,
    );
    // Sent before the scripts arrive: the customer site answers the plain post.
    await page.getByRole('button', { name: 'TRACK ORDER' }).click();
    await page.waitForURL(`**/track-order/${order.order_id}?problem=orderNotFound`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByRole('alert').filter({ hasText: MESSAGE_ORDER_NOT_FOUND }).waitFor();
    release();
    await waitForHydration(page);
    await expect(page.getByLabel('Email ID').inputValue()).resolves.toBe(`not-${order.email}`);
    await page.getByLabel('Email ID').fill(order.email);
    await tracksInThePage(page, order, problems);
  });

  it('keeps what the customer typed before the scripts arrived, and tracks with it', async () => {
    // Typed into the server's form while the customer remote's files are still on their way.
    const { page, problems, order, release } = await typedBeforeScripts(({ email }) => email);
    release();
    await waitForHydration(page);
    await expect(page.getByLabel('Email ID').inputValue()).resolves.toBe(order.email);
    await tracksInThePage(page, order, problems);
  });
});
