import type { Browser, Page } from 'playwright-core';
import { PATHS, QUEUE_SCREENS } from '@portal/shared/navigation/paths';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_STAFF, launchBrowser, newPage, signIn } from '../support/browser';

/**
 * WCAG 2.2 AA by axe (docs/accessibility.md): the login page and every staff screen at a
 * desktop size; dialogs, the phone size and the customer pages are still to come.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const STAFF_PAGES: { path: string; heading: string }[] = [
  ...QUEUE_SCREENS.map(({ path, title }) => ({ path, heading: title })),
  { path: PATHS.countryOrderList, heading: 'Country Order Details' },
  { path: PATHS.processedOrder, heading: 'Processed By' },
  { path: PATHS.sendInvoice, heading: 'Send Invoice' },
  { path: PATHS.gatewaySetting, heading: 'Change Gateway' },
  { path: PATHS.changePassword, heading: 'Update Password' },
  { path: PATHS.manageTeam, heading: 'Manage Team' },
  { path: PATHS.deployments, heading: 'Deployments' },
];

/** The page's h1 once its data has come (no grid still loading). */
async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.locator('.ag-overlay-loading-wrapper, .loading-panel').first().waitFor({
    state: 'hidden',
  });
}

describe('staff screens at 1280×800', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('the login page', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectNoAxeViolations(page, 'login');
    await signIn(page, DEMO_STAFF.Admin.email);
  });

  it.each(STAFF_PAGES)('$path', async ({ path, heading }) => {
    await page.goto(path);
    await settled(page, heading);
    await expectNoAxeViolations(page, path);
  });
});
