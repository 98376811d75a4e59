import type { Browser, Locator, Page } from 'playwright-core';
import { brandOf } from '@portal/shared/brands/brandDomains';
import type { OrderDetails } from '@portal/shared/entities/order';
import { launchBrowser, newCustomerPage, waitForHydration } from '../support/browser';
import { downloadable, ordersOf } from '../support/staffApi';

/**
 * The customer journeys by keyboard alone (docs/accessibility.md): track an order and download
 * its eVisitor, the status page with its Additional Details Required dialog, and the brand
 * Menu. Nothing here clicks: every step is Tab, Shift+Tab, typing, Enter or Escape.
 */
let browser: Browser;
let page: Page;
let completed: OrderDetails[];

/** More Tab stops than any customer page has: a control not reached by then is not reachable. */
const MOST_TAB_STOPS = 30;

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until the control has focus; fails if it never gets it. */
async function tabTo(locator: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await locator.waitFor();
  for (let press = 0; press < MOST_TAB_STOPS; press += 1) {
    await page.keyboard.press(key);
    if (await isFocused(locator)) return;
  }
  throw new Error(`${String(locator)} never received focus by ${key}`);
}

/** Gives the track form's Email ID field the order's e-mail and sends the form with Enter. */
async function trackByKeyboard(order: OrderDetails): Promise<void> {
  await tabTo(page.getByLabel('Email ID'));
  await page.keyboard.type(order.email);
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
  completed = (await ordersOf('completedorder', 3, 40)).filter(downloadable);
});

afterAll(async () => {
  await browser.close();
});

beforeEach(async () => {
  page = await newCustomerPage(browser);
});

afterEach(async () => {
  await page.context().close();
});

describe('the customer pages by keyboard alone', () => {
  it('tracks an order and downloads its eVisitor', async () => {
    const order = completed[0];
    if (!order) throw new Error('No downloadable Completed order in the demo data');
    await page.goto(`/track-order/${order.order_id}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Download your Evisitor form', level: 1 }).waitFor();

    await trackByKeyboard(order);
    await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
    const downloadNow = page.getByRole('button', { name: 'Download Now' });
    await tabTo(downloadNow);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe(`${order.order_id}${order.uploadDoc?.file1 ?? ''}`);
  });

  it('opens, reads and closes Additional Details Required, focus going back to View Details', async () => {
    const awaiting = (await ordersOf('awaitingorder', 1, 40)).filter(
      (order) => order.order_status === 5 && order.remark.length > 0,
    );
    const order = awaiting[0];
    if (!order) throw new Error('No order with order_status 5 and remarks in the demo data');
    await page.goto(`/status-track/${order.order_id}`);
    await page.getByRole('heading', { name: 'Australia eVisitor Application Status' }).waitFor();

    await trackByKeyboard(order);
    await page.getByText('Step 3: Additional Information Required').waitFor();
    const viewDetails = page.getByRole('button', { name: 'View Details' });
    await tabTo(viewDetails);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Additional Details Required' });
    await dialog.waitFor();
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(isFocused(close)).resolves.toBe(true);
    const shown = await dialog.getByRole('listitem').allTextContents();
    expect([...shown].sort()).toEqual(order.remark.map((remark) => remark.remark).sort());
    // Focus stays inside while the dialog is open: Tab from Close wraps to the support link.
    await page.keyboard.press('Tab');
    await expect(
      isFocused(dialog.getByRole('link', { name: 'contact our support team' })),
    ).resolves.toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(isFocused(close)).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(isFocused(viewDetails)).resolves.toBe(true);

    await page.keyboard.press('Space');
    await dialog.waitFor();
    await expect(isFocused(close)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect(isFocused(viewDetails)).resolves.toBe(true);
  });

  it('opens the folded brand Menu, reaches its links and closes it with Escape', async () => {
    const order = completed.find(({ domain_name }) => brandOf(domain_name) === 'second');
    if (!order) throw new Error('No downloadable second-brand Completed order in the demo data');
    await page.goto(`/track-order/${order.order_id}`);
    await waitForHydration(page);
    await trackByKeyboard(order);
    await page.waitForURL(`**/get-new-order-details/${order.order_id}`);

    const menu = page.getByRole('button', { name: 'Menu' });
    const home = page.getByRole('navigation').getByRole('link', { name: 'Home' });
    await menu.waitFor();
    await expect(home.isVisible()).resolves.toBe(false);
    // The Menu sits in the top bar, before the page's content.
    await tabTo(menu, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await expect(isFocused(home)).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(isFocused(menu)).resolves.toBe(true);
    await expect(home.isVisible()).resolves.toBe(false);
  });
});
