import type { Browser, Page } from 'playwright-core';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { RemoteReleases } from '@portal/shared/entities/deployments';
import type { OrderDetails } from '@portal/shared/entities/order';
import { brandOf } from '@portal/shared/brands/brandDomains';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { PATHS, QUEUE_SCREENS, queuePath } from '@portal/shared/navigation/paths';
import { expectNoAxeViolations, expectNoSidewaysScroll } from '../support/axe';
import {
  DEMO_STAFF,
  launchBrowser,
  newCustomerPage,
  newPage,
  signIn,
  waitForHydration,
} from '../support/browser';
import { downloadable, ordersOf } from '../support/staffApi';

/**
 * WCAG 2.2 AA by axe (docs/accessibility.md): the login page, every staff screen, every dialog
 * of the portal open (a queue's, the order page's, Manage Team's, Deployments'), and the
 * customer pages with their dialog, each at a desktop and a phone size. Nothing here changes an
 * order: every dialog is dismissed with Escape.
 */
// axe runs twice per check (the AA rules, then best practice): seconds each on a busy 2-core machine.
jest.setTimeout(180_000);

let browser: Browser;
let completed: OrderDetails[];
let rejected: OrderDetails[];
let awaiting: OrderDetails[];

beforeAll(async () => {
  browser = await launchBrowser();
  completed = await ordersOf('completedorder', 4, 3);
  rejected = await ordersOf('rejectedOrder', 3, 3);
  // An order missing information, with the team's remarks: its status page offers them in a dialog.
  awaiting = (await ordersOf('awaitingorder', 2, 40)).filter(
    (order) => order.order_status === 5 && order.remark.length > 0,
  );
});

afterAll(async () => {
  await browser.close();
});

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

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

/** Checks the open dialog, then dismisses it with Escape and waits for it to go. */
async function checkDialog(page: Page, where: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expectNoAxeViolations(page, `${where}, dialog open`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe.each(VIEWPORTS)('staff screens at $width×$height', (viewport) => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
    await page.setViewportSize(viewport);
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('the login page', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectNoAxeViolations(page, 'login');
    await expectNoSidewaysScroll(page, 'login');
    await signIn(page, DEMO_STAFF.Admin.email);
  });

  it.each(STAFF_PAGES)('$path', async ({ path, heading }) => {
    await page.goto(path);
    await settled(page, heading);
    await expectNoAxeViolations(page, path);
    await expectNoSidewaysScroll(page, path);
  });

  it('with the header’s user menu open, and at phone size the main menu', async () => {
    await page.goto(PATHS.manageTeam);
    await settled(page, 'Manage Team');
    await page.getByRole('button', { name: 'Admin account menu' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page, 'user menu open');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // Below 991px the sidebar folds behind Toggle menu.
    if (viewport.width > 991) return;
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expectNoAxeViolations(page, 'main menu open');
  });
});

describe.each(VIEWPORTS)('staff dialogs and the order page at $width×$height', (viewport) => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_STAFF.Admin.email);
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('a queue with a row selected, its Assign to me dialog and a row Delete dialog', async () => {
    await page.goto(queuePath('newOrder'));
    await settled(page, 'New Orders');
    await page.getByRole('gridcell').getByRole('checkbox', { disabled: false }).first().check();
    await expectNoAxeViolations(page, 'New Orders, a row selected');
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await checkDialog(page, 'New Orders, Assign to me');
    await page.getByRole('gridcell').getByRole('button', { name: 'Delete' }).first().click();
    await checkDialog(page, 'New Orders, row Delete');
  });

  it('the order page, and its e-mail, transaction, rejection and move dialogs', async () => {
    const order = completed.find(downloadable);
    if (!order) throw new Error('No Completed order with its document in the demo data');
    await page.goto(`/admin/view-order/${encodeId(order.order_id)}`);
    await page.getByRole('heading', { name: 'Move Order' }).waitFor();
    await expectNoAxeViolations(page, 'order page');
    await expectNoSidewaysScroll(page, 'order page');
    await page.getByRole('button', { name: 'View Email Content' }).click();
    await checkDialog(page, 'order page, View Email Content');
    await page.getByRole('button', { name: 'Enter Transaction Details' }).click();
    await checkDialog(page, 'order page, Enter Transaction Details');
    await page.getByRole('button', { name: 'Reject Applicant' }).click();
    await checkDialog(page, 'order page, Reject Applicant');
    await page
      .getByRole('group', { name: 'Application status' })
      .locator('button[aria-pressed="false"]')
      .first()
      .click();
    await checkDialog(page, 'order page, an application status');
    await page.getByRole('group', { name: 'Move to folder' }).getByRole('button').first().click();
    await checkDialog(page, 'order page, a move');
  });

  it("a rejected order's Resend Reject Mail dialog", async () => {
    const order = rejected.find((details) => details.mailHistory.length > 0);
    if (!order) throw new Error('No Rejected order with its mails in the demo data');
    await page.goto(`/admin/view-order/${encodeId(order.order_id)}`);
    await page.getByRole('button', { name: 'Resend Reject Mail' }).click();
    await checkDialog(page, 'order page, Resend Reject Mail');
  });

  it('the Deployments Rollback dialog', async () => {
    // Rollback asks only when there is a release to go back to: the list is answered with one
    // (the page's own answer, changed), so no release is deployed for this check.
    await page.route(`**/api${API_ROUTES.remoteReleases.path}`, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: RemoteReleases[] };
      const data = body.data.map((remote) => ({ ...remote, rollbackTo: '1.0.0-aaaaaaaaaaaa' }));
      await route.fulfill({ response: answer, json: { ...body, data } });
    });
    await page.goto(PATHS.deployments);
    await settled(page, 'Deployments');
    await page.getByRole('button', { name: 'Rollback' }).first().click();
    await checkDialog(page, 'Deployments, Rollback');
    await page.unroute(`**/api${API_ROUTES.remoteReleases.path}`);
  });

  it('the team member Delete dialog', async () => {
    await page.goto(PATHS.manageTeam);
    await settled(page, 'Manage Team');
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await checkDialog(page, 'Manage Team, Delete');
  });
});

describe.each(VIEWPORTS)('customer pages at $width×$height', (viewport) => {
  let page: Page;

  beforeAll(async () => {
    page = await newCustomerPage(browser, viewport);
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('track, the download page, status and not found', async () => {
    const order = completed[1];
    if (!order) throw new Error('No Completed order in the demo data');
    await page.goto(`/track-order/${order.order_id}`);
    await page.getByRole('button', { name: 'TRACK ORDER' }).waitFor();
    await expectNoAxeViolations(page, 'track');
    await expectNoSidewaysScroll(page, 'track');
    await page.getByLabel('Email ID').fill(order.email);
    await page.getByRole('button', { name: 'TRACK ORDER' }).click();
    await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'download');
    await expectNoSidewaysScroll(page, 'download');
    await page.goto(`/status-track/${order.order_id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'status');
    await expectNoSidewaysScroll(page, 'status');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'not found');
  });

  it('the second brand’s links, on a phone behind its Menu, open', async () => {
    const order = (await ordersOf('completedorder', 3, 40)).find(
      (candidate) => brandOf(candidate.domain_name) === 'second',
    );
    if (!order) throw new Error('No second-brand Completed order in the demo data');
    await page.goto(`/status-track/${order.order_id}`);
    await waitForHydration(page);
    await page.getByLabel('Email ID').fill(order.email);
    await page.getByRole('button', { name: 'TRACK ORDER' }).click();
    // Below 991px the brand's links fold behind Menu.
    if (viewport.width <= 991) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Apply Now' }).waitFor();
    await expectNoAxeViolations(page, 'second brand, menu open');
  });

  it('the status page with its Additional Details Required dialog', async () => {
    const order = awaiting[awaiting.length - 1];
    if (!order) throw new Error('No order with order_status 5 and remarks in the demo data');
    await page.goto(`/status-track/${order.order_id}`);
    await waitForHydration(page);
    await page.getByLabel('Email ID').fill(order.email);
    await page.getByRole('button', { name: 'TRACK ORDER' }).click();
    await page.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('dialog', { name: 'Additional Details Required' }).waitFor();
    await checkDialog(page, 'status, Additional Details Required');
  });
});
