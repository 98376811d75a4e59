import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import type { OrderDetails } from '@portal/shared/entities/order';
import { TRANSLATION_WIDGET } from '@portal/shared/customer/translationWidget';
import { TRACK_FORM_PATH } from '@portal/shared/remotes/customerScreens';
import { PASS_HANDOVER_COOKIE } from '@portal/shared/customer/passHandover';
import { MESSAGES } from '@portal/shared/validation/messages';
import {
  DEMO_STAFF,
  holdCustomerScripts,
  launchBrowser,
  newCustomerPage,
  newPage,
  signIn,
  waitForHydration,
} from '../support/browser';
import { downloadable, ordersOf } from '../support/staffApi';
import { baseUrl, customerUrl, e2eDataDir } from '../support/portalServer';

/**
 * Text that only a staff module carries, and the module it stands for: none may reach a
 * script a customer page downloads (minified names change, these strings do not).
 */
const STAFF_MARKERS: Record<string, string> = {
  '/admin/get-folder-count': 'the staff route table (apiRoutes)',
  '/admin/recent-order': 'the staff screens and their paths',
  myOrdersCount: 'the folder counts (web/src/folders)',
  'live-updates': 'live updates',
  Telecaller: 'role rules and staff types',
  'Main menu': 'the staff sidebar',
  'Sign In': 'the staff login',
  'Your session ends in': 'the session timer',
};
/**
 * Text that only the libraries the track form downloads on first use carry, and the library
 * it stands for: none may come with the page (docs/decisions.md#customer-page-script-budget).
 */
const DEFERRED_LIBRARY_MARKERS: Record<string, string> = {
  ERR_BAD_REQUEST: 'axios',
  'is a required field': 'yup',
  'prefers-reduced-motion': 'react-hot-toast',
};

/** `marker (library)` for every marker found in the scripts. */
function librariesIn(scripts: Script[], markers: Record<string, string>): string[] {
  const text = scripts.map(({ body }) => body.toString('utf8')).join('\n');
  return Object.entries(markers)
    .filter(([marker]) => text.includes(marker))
    .map(([marker, library]) => `${library} ('${marker}')`);
}

/**
 * The customer pages' own code (the customer site's entry and the customer remote, shared
 * libraries such as react-dom left out, as bench/bundles.mjs counts), compressed: the
 * first-screen budget.
 */
const CUSTOMER_SCRIPT_BUDGET = 150 * 1024;

/** Files that only serve shared libraries, by URL path, from the bench's own counter. */
function sharedLibraryFiles(): Set<string> {
  const output = execFileSync(process.execPath, ['bench/bundles.mjs', '--json'], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
  });
  const { builds } = JSON.parse(output) as {
    builds: Array<{ urlPrefix: string; sharedByFile: Record<string, string[]> }>;
  };
  return new Set(
    builds.flatMap(({ urlPrefix, sharedByFile }) =>
      Object.keys(sharedByFile).map((file) => `${urlPrefix}${file}`),
    ),
  );
}

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
    await waitForHydration(page);
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
    const shared = sharedLibraryFiles();
    const own = new Map(
      ours
        .filter(({ url }) => !shared.has(new URL(url).pathname))
        .map(({ url, body }) => [new URL(url).pathname, body]),
    );
    const gzip = [...own.values()].reduce(
      (sum, body) => sum + gzipSync(body, { level: 9 }).length,
      0,
    );
    expect(gzip).toBeLessThan(CUSTOMER_SCRIPT_BUDGET);
  });

  it('is another origin than the staff site: a customer page cannot read the staff token', async () => {
    const page = await newPage(browser);
    await signIn(page, DEMO_STAFF.Admin.email);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain('accessToken');

    // A customer link opened from the staff site lands on the customer site.
    await page.goto('/track-order/200002');
    await waitForHydration(page);
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
    await waitForHydration(customer);
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

describe('the track form’s checks, call and toasts, downloaded on first use', () => {
  it('come when the customer first acts on the form, not with the page', async () => {
    const page = await newCustomerPage(browser);
    const { scripts, done } = collectScripts(page);
    await page.goto(TRACK_FORM_PATH);
    await page.getByRole('button', { name: 'TRACK ORDER' }).waitFor();
    await page.waitForLoadState('networkidle');
    await done();
    expect(librariesIn(scripts, DEFERRED_LIBRARY_MARKERS)).toEqual([]);

    // The first focus on the form starts every one of them.
    const arrivals = Object.keys(DEFERRED_LIBRARY_MARKERS).map((marker) =>
      page.waitForResponse(
        async (response) =>
          response.request().resourceType() === 'script' &&
          (await response.body()).toString('utf8').includes(marker),
      ),
    );
    await page.getByLabel('Order ID').focus();
    await Promise.all(arrivals);
    await page.context().close();
  });

  it('pressed at once on a slow connection, the form shows the spec’s messages, then tracks the order', async () => {
    const order = (await ordersOf('completedorder', 6)).find(downloadable);
    if (!order) throw new Error('No downloadable Completed order in the demo data');
    const page = await newCustomerPage(browser);
    await page.goto(TRACK_FORM_PATH);
    const trackButton = page.getByRole('button', { name: 'TRACK ORDER' });
    await trackButton.waitFor();
    // From now on every download crawls: the first press starts the form's libraries.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 40 * 1024,
      uploadThroughput: 40 * 1024,
    });
    await trackButton.click();
    await page.getByText(MESSAGES.trackOrderIdRequired).waitFor();
    await page.getByText(MESSAGES.trackEmailRequired).waitFor();

    // A press that beat the crawling scripts was the plain form's (the page came back with
    // the messages); the success toast is the scripted form's, so the next press waits for it.
    await waitForHydration(page);
    await page.getByLabel('Order ID').fill(String(order.order_id));
    await page.getByLabel('Email ID').fill(order.email);
    await trackButton.click();
    await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
    await page
      .getByRole('status')
      .filter({ hasText: /found|success/i })
      .first()
      .waitFor();
    await page.getByText(`${order.given_names} ${order.family_name}`).waitFor();
    await page.getByRole('button', { name: 'Download Now' }).waitFor();
    await page.context().close();
  });
});

describe('the track form sent before the page’s scripts have run', () => {
  it.each([
    ['the track form', 'track-order', 'get-new-order-details'],
    ['the status page', 'status-track', 'status-track'],
  ])(
    'on %s, opens the same page as the scripted form, which shows the order once its scripts run',
    async (_name, from, landing) => {
      const order = (await ordersOf('completedorder', 7)).find(downloadable);
      if (!order) throw new Error('No downloadable Completed order in the demo data');
      const page = await newCustomerPage(browser);
      // The customer remote's scripts are held, so the page stays as the server drew it.
      const release = await holdCustomerScripts(page);
      await page.goto(`/${from}/${order.order_id}`, { waitUntil: 'commit' });
      await page.getByLabel('Email ID').fill(order.email);
      await page.getByRole('button', { name: 'TRACK ORDER' }).click();
      await page.waitForURL(`**/${landing}/${order.order_id}`, { waitUntil: 'commit' });

      release();
      await page.getByText(`${order.given_names} ${order.family_name}`).waitFor();
      await page.getByRole('button', { name: 'Download Now' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/${landing}/${order.order_id}`);
      const cookies = await page.context().cookies();
      expect(cookies.map(({ name }) => name)).not.toContain(PASS_HANDOVER_COOKIE);
      await page.context().close();
    },
  );
});

/** Tracks the order through the track form, as its customer would. */
async function track(page: Page, order: OrderDetails): Promise<void> {
  await page.goto(`/track-order/${order.order_id}`);
  await waitForHydration(page);
  await page.getByLabel('Email ID').fill(order.email);
  await page.getByRole('button', { name: 'TRACK ORDER' }).click();
  await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
}

function overlaps(a: DOMRectLike, b: DOMRectLike): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
type DOMRectLike = { x: number; y: number; width: number; height: number };

describe('customer journeys', () => {
  let completed: OrderDetails[];
  beforeAll(async () => {
    completed = (await ordersOf('completedorder', 5)).filter(downloadable);
  });

  it('on a phone, the success toast covers neither the brand nor the menu', async () => {
    const order = completed[0];
    if (!order) throw new Error('No downloadable Completed order in the demo data');
    const page = await newCustomerPage(browser);
    await track(page, order);
    const toast = page
      .getByRole('status')
      .filter({ hasText: /found|success/i })
      .first();
    await toast.waitFor();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    const toastBox = await toast.boundingBox();
    const brandBox = await page.locator('.cx-brand').boundingBox();
    const menuBox = await page.getByRole('button', { name: 'Menu' }).boundingBox();
    expect(toastBox && brandBox && menuBox).toBeTruthy();
    if (toastBox && brandBox) expect(overlaps(toastBox, brandBox)).toBe(false);
    if (toastBox && menuBox) expect(overlaps(toastBox, menuBox)).toBe(false);
    await page.context().close();
  });

  it('Download Now on the status page goes to the download without asking the e-mail again', async () => {
    const order = completed[1];
    if (!order) throw new Error('No downloadable Completed order in the demo data');
    const page = await newCustomerPage(browser);
    await track(page, order);
    await page.goto(`/status-track/${order.order_id}`);
    await page.getByRole('button', { name: 'Download Now' }).click();
    await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
    await page.getByRole('button', { name: 'Download Now' }).waitFor();
    await expect(page.getByLabel('Email ID').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('a download whose file is missing says so and offers support', async () => {
    const order = completed[2];
    const file1 = order?.uploadDoc?.file1;
    if (!order || !file1) throw new Error('No downloadable Completed order in the demo data');
    rmSync(path.join(e2eDataDir(), 'uploads', 'docs', `${order.order_id}_${file1}`), {
      force: true,
    });
    const page = await newCustomerPage(browser);
    await track(page, order);
    await page.getByRole('button', { name: 'Download Now' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'We could not download your eVisitor' });
    await alert.waitFor();
    await expect(alert.getByRole('link', { name: 'contact support' }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('tells a Rejected order it was not approved and how to get help', async () => {
    const rejected = (await ordersOf('rejectedOrder', 2))[0];
    if (!rejected) throw new Error('No Rejected order in the demo data');
    const page = await newCustomerPage(browser, { width: 1280, height: 900 });
    await track(page, rejected);
    await page.getByRole('heading', { name: 'Your application was not approved' }).waitFor();
    await expect(page.getByText('as soon as it is approved').count()).resolves.toBe(0);
    await page.goto(`/status-track/${rejected.order_id}`);
    await page.getByRole('heading', { name: 'Your application was not approved' }).waitFor();
    await expect(
      page.getByText('Download Now becomes available once your application is approved.').count(),
    ).resolves.toBe(0);
    await page.context().close();
  });

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
