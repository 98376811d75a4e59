import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { TRANSLATION_WIDGET } from '@portal/shared/customer/translationWidget';
import { DEMO_STAFF, launchBrowser, newCustomerPage, newPage, signIn } from '../support/browser';
import { baseUrl, customerUrl } from '../support/portalServer';

/**
 * Text that only a staff module carries, and the module it stands for: none may reach a
 * script a customer page downloads (minified names change, these strings do not).
 */
const STAFF_MARKERS: Record<string, string> = {
  '/admin/get-folder-count': 'the staff route table (apiRoutes)',
  '/admin/recent-order': 'the staff screens and their paths',
  myOrdersCount: 'the folder counts store',
  'live-updates': 'live updates',
  Telecaller: 'role rules and staff types',
  'Main menu': 'the staff sidebar',
  'Sign In': 'the staff login',
  'Your session ends in': 'the session timer',
};
/** What a customer page may download, compressed (the first-screen budget). */
const CUSTOMER_SCRIPT_BUDGET = 150 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Script {
  url: string;
  body: Buffer;
}

/** Every script the page downloads, whatever its origin. */
function collectScripts(page: Page): { scripts: Script[]; done: () => Promise<void> } {
  const scripts: Script[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => void scripts.push({ url: response.url(), body }),
        () => undefined,
      ),
    );
  });
  return { scripts, done: () => Promise.all(bodies).then(() => undefined) };
}

describe('the customer site', () => {
  it('downloads no staff module on any customer page, within the budget', async () => {
    const page = await newCustomerPage(browser);
    const { scripts, done } = collectScripts(page);
    await page.goto('/track-order/200002');
    await page.getByRole('heading', { name: 'Download your Evisitor form', level: 1 }).waitFor();
    await page.goto('/status-track/200002');
    await page.getByRole('button', { name: 'TRACK ORDER' }).waitFor();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await done();
    await page.context().close();

    const customerOrigin = new URL(customerUrl()).origin;
    const ours = scripts.filter(({ url }) => new URL(url).origin === customerOrigin);
    expect(ours.length).toBeGreaterThan(0);
    for (const { url } of ours) {
      expect(new URL(url).pathname).toMatch(/^\/(customer-site|remotes\/customer)\//);
    }
    const found = ours.flatMap(({ url, body }) => {
      const text = body.toString('utf8');
      return Object.entries(STAFF_MARKERS)
        .filter(([marker]) => text.includes(marker))
        .map(([marker, module]) => `${new URL(url).pathname}: ${module} ('${marker}')`);
    });
    expect(found).toEqual([]);
    const gzip = ours.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0);
    expect(gzip).toBeLessThan(CUSTOMER_SCRIPT_BUDGET);
  });

  it('is another origin than the staff site: a customer page cannot read the staff token', async () => {
    const page = await newPage(browser);
    await signIn(page, DEMO_STAFF.Admin.email);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain('accessToken');

    // A customer link opened from the staff site lands on the customer site.
    await page.goto('/track-order/200002');
    await page.getByRole('heading', { name: 'Download your Evisitor form', level: 1 }).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(customerUrl()).origin);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.context().close();
  });

  it('lets the translation widget’s script be requested on customer pages only', async () => {
    const widgetScript = async (page: Page) => {
      // What the browser would do with the widget's script tag under the page's policy.
      return page.evaluate(
        (src) =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) =>
              resolve(`blocked: ${event.violatedDirective}`),
            );
            const script = document.createElement('script');
            script.src = src;
            script.onerror = () => setTimeout(() => resolve('allowed (unreachable offline)'), 50);
            script.onload = () => resolve('allowed');
            document.head.appendChild(script);
          }),
        TRANSLATION_WIDGET.scriptUrl,
      );
    };
    const staff = await newPage(browser);
    await staff.goto('/');
    await staff.getByLabel('Email ID').waitFor();
    await expect(widgetScript(staff)).resolves.toMatch(/^blocked: script-src/);
    await staff.context().close();

    const customer = await newCustomerPage(browser);
    await customer.goto('/track-order/200002');
    await customer.getByRole('button', { name: 'TRACK ORDER' }).waitFor();
    await expect(widgetScript(customer)).resolves.toMatch(/^allowed/);
    await customer.context().close();
  });

  it.each([
    ['the staff login', () => `${baseUrl()}/`],
    ['a customer page', () => `${customerUrl()}/track-order/200002`],
  ])('shows nothing of %s inside another site’s frame', async (_, url) => {
    const page = await newPage(browser);
    await page.route('http://framing.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><h1>Not the portal</h1><iframe src="${url()}"></iframe>`,
      }),
    );
    await page.goto('http://framing.example/');
    await page.waitForLoadState('load');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    await expect(frame?.locator('#root').count()).resolves.toBe(0);
    await expect(frame?.getByRole('textbox').count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('customer journeys', () => {
  it('shows a branded not-found page linking to the track form, never the staff login', async () => {
    const page = await newCustomerPage(browser);
    for (const path of ['/track-order-typo', '/admin', '/']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await expect(page.getByRole('contentinfo').textContent()).resolves.toMatch(/© 2025 /);
      await expect(page.getByLabel('Password').count()).resolves.toBe(0);
    }
    await page.getByRole('link', { name: 'Track your order' }).click();
    await page.getByRole('heading', { name: 'Download your Evisitor form', level: 1 }).waitFor();
    await expect(page.getByLabel('Order ID').inputValue()).resolves.toBe('');
    await page.context().close();
  });

  it.each(['/status-track/%00', '/get-new-order-details/-1', '/track-order/not-an-id'])(
    'answers the malformed id %s like an unknown order',
    async (path) => {
      const page = await newCustomerPage(browser);
      await page.goto(path);
      await page.getByText('We could not find an order with this Order ID and Email ID.').waitFor();
      await expect(page.getByRole('button', { name: 'TRACK ORDER' }).count()).resolves.toBe(1);
      await page.context().close();
    },
  );
});
