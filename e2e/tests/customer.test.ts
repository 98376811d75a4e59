import type { Browser, Page } from 'playwright-core';
import { brandOf, type BrandVariant } from '@portal/shared/brands/brandDomains';
import type { OrderDetails } from '@portal/shared/entities/order';
import { launchBrowser, newPage, waitForHydration } from '../support/browser';
import { downloadable, ordersOf } from '../support/staffApi';

/** Staff remotes a customer page must never download. */
const STAFF_REMOTES = ['/remotes/queues', '/remotes/orderDetail', '/remotes/adminSettings'];

const SECOND_BRAND_LINKS = [
  'Home',
  'Apply Now',
  'Additional Benefits',
  'Terms & Conditions',
  'Privacy Policy',
  'Refund Policy',
  'Contact Us',
];

let browser: Browser;

function completedOfBrand(orders: OrderDetails[], brand: BrandVariant, skip = 0): OrderDetails {
  const found = orders.filter(
    (order) => downloadable(order) && brandOf(order.domain_name) === brand,
  )[skip];
  if (!found) throw new Error(`No downloadable ${brand}-brand Completed order in the demo data`);
  return found;
}

/** Tracks the order through the track form, as its customer would. */
async function track(page: Page, order: OrderDetails): Promise<void> {
  await page.goto(`/track-order/${order.order_id}`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Download your Evisitor form', level: 1 }).waitFor();
  await page.getByLabel('Email ID').fill(order.email.toUpperCase());
  await page.getByRole('button', { name: 'TRACK ORDER' }).click();
  await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
}

/** The rows of Downloaded History, newest first (the empty-table row is not one). */
function historyRows(page: Page) {
  return page
    .getByRole('region', { name: 'Downloaded History' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell'), hasNotText: 'No record found' });
}

let completed: OrderDetails[];

beforeAll(async () => {
  browser = await launchBrowser();
  completed = await ordersOf('completedorder', 3, 40);
});

afterAll(async () => {
  await browser.close();
});

describe('customer pages', () => {
  let page: Page;
  let requested: string[];

  beforeEach(async () => {
    page = await newPage(browser);
    requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('tracks a Completed order, downloads its document and shows the new history row', async () => {
    const order = completedOfBrand(completed, 'second');
    const file1 = order.uploadDoc?.file1 ?? '';
    await track(page, order);

    const downloadNow = page.getByRole('button', { name: 'Download Now' });
    await downloadNow.waitFor();
    await page.getByRole('region', { name: 'Downloaded History' }).getByRole('table').waitFor();
    const before = await historyRows(page).count();

    const [download] = await Promise.all([page.waitForEvent('download'), downloadNow.click()]);
    expect(download.suggestedFilename()).toBe(`${order.order_id}${file1}`);
    const saved = await download.path();
    expect(saved).toBeTruthy();

    await historyRows(page).nth(before).waitFor();
    await expect(historyRows(page).count()).resolves.toBe(before + 1);
    const newest = historyRows(page).first();
    await expect(newest.textContent()).resolves.toContain(file1);
    await expect(newest.textContent()).resolves.toMatch(/EST/);
    await expect(newest.textContent()).resolves.toContain('127.0.0.1');

    for (const remote of STAFF_REMOTES) {
      expect(requested.filter((path) => path.startsWith(remote))).toEqual([]);
    }
    expect(requested.some((path) => path.startsWith('/remotes/customer/'))).toBe(true);
  });

  it('shows the status page of an order missing information, with its remarks in the modal', async () => {
    const awaiting = (await ordersOf('awaitingorder', 1, 40)).filter(
      (order) => order.order_status === 5 && order.remark.length > 0,
    );
    const order = awaiting[awaiting.length - 1];
    if (!order) throw new Error('No order with order_status 5 and remarks in the demo data');

    await page.goto(`/status-track/${order.order_id}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Australia eVisitor Application Status' }).waitFor();
    await expect(page.getByLabel('Order ID').inputValue()).resolves.toBe(String(order.order_id));
    await page.getByLabel('Email ID').fill(order.email);
    await page.getByRole('button', { name: 'TRACK ORDER' }).click();

    await page.getByText('Step 3: Additional Information Required').waitFor();
    await expect(page.getByRole('button', { name: 'Download Now' }).isDisabled()).resolves.toBe(
      true,
    );
    await page.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Additional Details Required' });
    await dialog.waitFor();
    const shown = await dialog.getByRole('listitem').allTextContents();
    expect([...shown].sort()).toEqual(order.remark.map((remark) => remark.remark).sort());
    await expect(dialog.textContent()).resolves.toContain('24-48 hours');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog.count()).resolves.toBe(0);

    for (const remote of STAFF_REMOTES) {
      expect(requested.filter((path) => path.startsWith(remote))).toEqual([]);
    }
  });

  it.each([
    ['first', ['Contact Us']],
    ['second', SECOND_BRAND_LINKS],
  ] as const)(
    'shows the navbar of a %s-brand order once its details exist',
    async (brand, links) => {
      const order = completedOfBrand(completed, brand, 1);
      await page.goto(`/track-order/${order.order_id}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'TRACK ORDER' }).waitFor();
      await expect(page.getByRole('navigation').count()).resolves.toBe(0);

      await track(page, order);
      const navbar = page.getByRole('navigation');
      await navbar.waitFor();
      await expect(navbar.getByRole('link').allTextContents()).resolves.toEqual([...links]);
      await expect(page.getByRole('contentinfo').textContent()).resolves.toMatch(/© 2025 /);
    },
  );

  it('asks for the e-mail before showing anything of an order opened by its id alone', async () => {
    const order = completedOfBrand(completed, 'first', 2);
    await page.goto(`/get-new-order-details/${order.order_id}`);
    await page.getByLabel('Email ID').waitFor();
    await expect(page.getByText(`${order.given_names}`).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Download Now' }).count()).resolves.toBe(0);
    for (const remote of STAFF_REMOTES) {
      expect(requested.filter((path) => path.startsWith(remote))).toEqual([]);
    }
  });
});
