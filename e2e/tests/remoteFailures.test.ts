import type { Browser, Page } from 'playwright-core';
import { DEMO_STAFF, launchBrowser, newCustomerPage, newPage, signIn } from '../support/browser';
import { baseUrl } from '../support/portalServer';
import {
  hungHost,
  pointRemotes,
  refusedHost,
  restoreRemotes,
  secondOrigin,
  type Listening,
} from '../support/remotes';

/**
 * A remote that cannot be loaded never strands anyone: within the remote-load policy
 * (three attempts of 4 s with pauses between) its route shows the fallback of its
 * audience, Retry brings it back once it is there again, and the runtime's codes stay in
 * the console.
 */
const FALLBACK_WITHIN_MS = 25_000;
const RUNTIME_CODES = /RUNTIME-|Federation Runtime|ScriptNetworkError|mf-manifest/;

let browser: Browser;
let hung: Listening;
let refused: string;

beforeAll(async () => {
  browser = await launchBrowser();
  hung = await hungHost();
  refused = await refusedHost();
});
afterAll(async () => {
  restoreRemotes();
  await hung.close();
  await browser.close();
});
afterEach(() => {
  restoreRemotes();
});

const DOWN = {
  'hung (accepts, never answers)': () => `${hung.url}/mf-manifest.json`,
  refused: () => `${refused}/mf-manifest.json`,
};

async function pageText(page: Page): Promise<string> {
  return (await page.locator('body').textContent()) ?? '';
}

describe.each(Object.keys(DOWN) as Array<keyof typeof DOWN>)('a %s remote', (label) => {
  const entry = () => DOWN[label]();

  it(`staff: the queues remote down shows which part is unavailable, the rest works, Retry recovers`, async () => {
    const page = await newPage(browser);
    await signIn(page, DEMO_STAFF.Admin.email);
    pointRemotes({ queues: entry() });
    await page.goto('/admin/pending-order');
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'Order queues is unavailable right now' });
    await fallback.waitFor({ timeout: FALLBACK_WITHIN_MS });
    await expect(fallback.textContent()).resolves.toContain('The rest of the portal keeps working');
    expect(await pageText(page)).not.toMatch(RUNTIME_CODES);
    // The layout around it still works.
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();

    restoreRemotes();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Pending Orders', level: 1 }).waitFor();
    await page.locator('.ag-row').first().waitFor();
    await page.context().close();
  });

  it(`customer: the customer remote down shows the brand, its support and Retry, never runtime codes`, async () => {
    pointRemotes({ customer: entry() });
    const page = await newCustomerPage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/track-order/200002');
    const fallback = page.getByRole('alert');
    await fallback
      .getByRole('heading', { name: 'This page is taking a break' })
      .waitFor({ timeout: FALLBACK_WITHIN_MS });
    const text = await pageText(page);
    expect(text).not.toMatch(RUNTIME_CODES);
    expect(text).not.toContain('rest of the portal');
    expect(text).toMatch(/© 2025 /);
    await expect(
      fallback.getByRole('link', { name: /support/ }).getAttribute('href'),
    ).resolves.toMatch(/contact-us$/);
    // The runtime's error went to the console instead.
    expect(consoleErrors.join('\n')).toMatch(/customer/);

    restoreRemotes();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Download your Evisitor form', level: 1 }).waitFor();
    await page.context().close();
  });
});

describe('a remote hosted on another origin', () => {
  it('loads when that host sends Access-Control-Allow-Origin', async () => {
    const other = await secondOrigin(baseUrl());
    try {
      pointRemotes({ queues: `${other.url}/remotes/queues/mf-manifest.json` });
      const page = await newPage(browser);
      const fromOther: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(other.url)) fromOther.push(response.url());
      });
      await signIn(page, DEMO_STAFF.Admin.email);
      await page.locator('.ag-row').first().waitFor();
      expect(fromOther.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
      await page.context().close();
    } finally {
      await other.close();
    }
  });
});
