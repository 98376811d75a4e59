import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { OrderDetails, OrderListPage, OrderListRow } from '@portal/shared/entities/order';
import { fillPath } from '@portal/shared/util/fillPath';
import { DEMO_PASSWORD, DEMO_STAFF, launchBrowser, newPage } from '../support/browser';
import {
  activate,
  confirmDialog,
  expectFocused,
  pressUntilFocused,
  replaceText,
} from '../support/keyboard';
import { baseUrl } from '../support/portalServer';
import { downloadable, staffApi } from '../support/staffApi';

/**
 * Every staff journey by keyboard alone (docs/accessibility.md, "Keyboard"): nothing here
 * clicks; focus moves by Tab, Shift+Tab, the arrow keys and Enter, as a person without a mouse
 * works. The tests of a describe share one signed-in page and run in order. Orders come from
 * older pages of their folders, so other browser tests' orders stay untouched.
 */
jest.setTimeout(120_000);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser.close();
});

const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const sidebar = () => page.getByRole('navigation', { name: 'Main menu' });
const grid = () => page.locator('.orders-grid');
const rowOf = (orderId: number) => grid().locator(`.ag-row[row-id="${orderId}"]`);
const toast = (text: string | RegExp) =>
  page.locator('[role="status"]').filter({ hasText: text }).first();

/** Orders of a folder from an older page, oldest first, that `keep` accepts. */
async function olderOrders(
  folder: FolderKey,
  page: number,
  keep: (row: OrderListRow) => boolean = () => true,
): Promise<OrderListRow[]> {
  const path = `${fillPath(API_ROUTES.ordersList.path, { orderName: folder })}?page=${page}&limit=50`;
  const { rows } = await staffApi<OrderListPage>(path);
  return rows.filter(keep).reverse();
}

const orderDetails = (orderId: number) =>
  staffApi<OrderDetails>(fillPath(API_ROUTES.orderDetails.path, { orderId }));

/** Signs in on the login screen by keyboard: Tab to each field, type, Enter submits. */
async function signInByKeyboard(email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await pressUntilFocused(page, page.getByLabel('Email ID'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expectFocused(page.getByLabel('Password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin');
  // Signing in is a move to another screen: its h1 takes focus, as after every route change
  // (whichever h1 it is once the remote has drawn its screen).
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
}

/** A sidebar link (before the page's content) by Shift+Tab, then Enter. */
async function openFromSidebar(label: RegExp, heading: string): Promise<void> {
  await activate(page, sidebar().getByRole('link', { name: label }), 'Shift+Tab');
  await expectFocused(h1(heading));
  await page.locator('.ag-overlay-loading-wrapper').waitFor({ state: 'hidden' });
}

/** Tab to the queue's Search, type, and wait for the list to narrow to `orderId`. */
async function searchByKeyboard(orderId: number): Promise<void> {
  await pressUntilFocused(page, page.getByLabel('Search'));
  await replaceText(page, String(orderId));
  await page.waitForURL((url) => url.searchParams.get('search') === String(orderId));
  await rowOf(orderId).waitFor();
}

/** The focused grid cell's row id and column, or null when focus is not on a cell. */
async function focusedCell(): Promise<{ row: string | null; column: string | null } | null> {
  return page.evaluate(() => {
    const cell = document.activeElement?.closest('.ag-cell, .ag-header-cell');
    if (!cell) return null;
    return {
      row: cell.closest('.ag-row')?.getAttribute('row-id') ?? null,
      column: cell.getAttribute('col-id'),
    };
  });
}

/** Tab into the grid (one Tab stop) and arrow down to the row of `orderId` (the only row). */
async function focusRow(orderId: number): Promise<void> {
  await pressUntilFocused(page, page.getByLabel('Search'));
  for (let presses = 0; presses < 10 && (await focusedCell()) === null; presses++) {
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses < 5; presses++) {
    if ((await focusedCell())?.row === String(orderId)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(
    `The row of order ${orderId} never took focus: ${JSON.stringify(await focusedCell())}`,
  );
}

/** Selects the focused row with Space and runs a toolbar action through its dialog. */
async function runQueueAction(
  orderId: number,
  label: string,
  question: string,
  message: RegExp,
): Promise<void> {
  await focusRow(orderId);
  await page.keyboard.press('Space');
  await page.getByText('1 selected').waitFor();
  await expect(rowOf(orderId).getAttribute('aria-selected')).resolves.toBe('true');
  await activate(page, page.getByRole('button', { name: label }), 'Shift+Tab');
  await confirmDialog(page, question);
  await toast(message).waitFor();
}

describe('signed in by keyboard as the Admin', () => {
  beforeAll(async () => {
    await signInByKeyboard(DEMO_STAFF.Admin.email);
  });

  it('signs in: the first Tab stop is the skip link, which leads into the page', async () => {
    await page.reload();
    await h1('New Orders').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectFocused(skip);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The first control of the page's content, past the header and the sidebar.
    await expect(
      page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
    ).resolves.toBe(true);
  });

  it('switches queue from the sidebar: the new page is announced by its focused h1', async () => {
    await openFromSidebar(/^Order History/, 'Order History');
    expect(new URL(page.url()).pathname).toBe('/admin/order-history');
    await expect(
      sidebar()
        .getByRole('link', { name: /^Order History/ })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');
  });

  it('names the grid by its heading, says its order, and keeps no stale Loading live region', async () => {
    const gridElement = grid().getByRole('grid');
    await grid().locator('.ag-row').first().waitFor();
    const heading = await gridElement.evaluate((element) => {
      const text = (id: string | null) => (id ? document.getElementById(id)?.textContent : null);
      return {
        name: text(element.getAttribute('aria-labelledby')),
        description: text(element.getAttribute('aria-describedby')),
      };
    });
    expect(heading).toEqual({
      name: 'Order History',
      description: 'Newest first, by date and time.',
    });
    // The columns are not sortable: no header claims a sort it does not offer.
    const headers = grid().getByRole('columnheader');
    expect(await headers.count()).toBeGreaterThan(3);
    await expect(
      headers.evaluateAll((cells) =>
        cells.filter((cell) => cell.hasAttribute('aria-sort')).map((cell) => cell.textContent),
      ),
    ).resolves.toEqual([]);
    const liveText = await page
      .locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')
      .allTextContents();
    expect(liveText.filter((text) => /loading/i.test(text))).toEqual([]);
  });

  it('searches, and opens an order from the grid with Enter on its row', async () => {
    const [order] = await olderOrders('allorder', 40);
    if (!order) throw new Error('No order in Order History');
    await searchByKeyboard(order.order_id);
    await focusRow(order.order_id);
    await page.keyboard.press('Enter');
    await expectFocused(h1(`Order Details · ${order.order_id}`));
    await page.goBack();
    await rowOf(order.order_id).waitFor();
  });

  it('moves into the Action cell with Enter: View opens the order, Tab reaches Delete', async () => {
    const [order] = await olderOrders('pendingorder', 6);
    if (!order) throw new Error('No Pending order');
    await openFromSidebar(/^Pending Orders/, 'Pending Orders');
    await searchByKeyboard(order.order_id);
    await focusRow(order.order_id);
    for (let presses = 0; presses < 10 && (await focusedCell())?.column !== 'action'; presses++) {
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    const view = rowOf(order.order_id).getByRole('link', { name: 'View' });
    const remove = rowOf(order.order_id).getByRole('button', { name: 'Delete' });
    await expectFocused(view);
    await page.keyboard.press('Tab');
    await expectFocused(remove);
    await page.keyboard.press('Shift+Tab');
    await expectFocused(view);
    await page.keyboard.press('Enter');
    await expectFocused(h1(`Order Details · ${order.order_id}`));
    await page.goBack();
    await rowOf(order.order_id).waitFor();

    // The row's Delete, confirmed: the row goes, focus goes to the page's h1.
    await focusRow(order.order_id);
    for (let presses = 0; presses < 10 && (await focusedCell())?.column !== 'action'; presses++) {
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expectFocused(remove);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').textContent()).resolves.toContain(
      `Order ${order.order_id}`,
    );
    await confirmDialog(page, 'Are you sure you want to delete?');
    await toast('Order has been deleted successfully').waitFor();
    await rowOf(order.order_id).waitFor({ state: 'detached' });
    // Its row is gone: ag-grid keeps focus in the grid, on the column's header.
    await page.waitForFunction(
      () => document.activeElement?.closest('.ag-header-cell')?.getAttribute('col-id') === 'action',
    );
    expect((await orderDetails(order.order_id)).process_status).toBe('Deleted');
  });

  it('assigns an order to themself, then moves it back to New Orders', async () => {
    const [order] = await olderOrders('newOrder', 8, (row) => !row.assign_to);
    if (!order) throw new Error('No free New order');
    await openFromSidebar(/^New Orders/, 'New Orders');
    await searchByKeyboard(order.order_id);
    await runQueueAction(
      order.order_id,
      'Assign to me',
      'Are you sure want to assigned orders.',
      /assigned successfully/,
    );
    // The selection is cleared, so Assign to me is disabled: focus goes to the page's h1.
    await expectFocused(h1('New Orders'));
    expect((await orderDetails(order.order_id)).assign_to).toBe(DEMO_STAFF.Admin.name);

    await openFromSidebar(/^My Orders/, 'My Orders');
    await searchByKeyboard(order.order_id);
    await runQueueAction(
      order.order_id,
      'Move to Original Folder',
      'Are you sure want to move orders to new orders.',
      /./,
    );
    await rowOf(order.order_id).waitFor({ state: 'detached' });
    await expectFocused(h1('My Orders'));
    expect((await orderDetails(order.order_id)).assign_to ?? '').toBe('');
  });

  it('marks a refund order refunded, and deletes another, each through its dialog', async () => {
    const [refunded, deleted] = await olderOrders('refundorder', 3);
    if (!refunded || !deleted) throw new Error('Not enough Refund orders');
    await openFromSidebar(/^Refunds/, 'Refund Orders');
    await searchByKeyboard(refunded.order_id);
    await runQueueAction(
      refunded.order_id,
      'Refunded it',
      'Are you sure you want to mark the selected orders as refunded?',
      /./,
    );
    await expectFocused(h1('Refund Orders'));

    await searchByKeyboard(deleted.order_id);
    await runQueueAction(
      deleted.order_id,
      'Delete Order',
      'Are you sure you want to delete?',
      /deleted successfully/,
    );
    await rowOf(deleted.order_id).waitFor({ state: 'detached' });
    await expectFocused(h1('Refund Orders'));
    expect((await orderDetails(deleted.order_id)).process_status).toBe('Deleted');
  });
});

describe('the order page by keyboard', () => {
  let order: OrderDetails;
  const section = (name: string) => page.getByRole('region', { name });

  beforeAll(async () => {
    const candidates = await olderOrders('completedorder', 7);
    for (const row of candidates) {
      const details = await orderDetails(row.order_id);
      if (downloadable(details) && details.mailHistory.length > 0) {
        order = details;
        break;
      }
    }
    await page.goto(`/admin/completed-order?search=${order.order_id}`);
    await rowOf(order.order_id).waitFor();
    await focusRow(order.order_id);
    await page.keyboard.press('Enter');
    await expectFocused(h1(`Order Details · ${order.order_id}`));
  });

  it('uploads a document through the file chooser opened with Space', async () => {
    const history = section('Email History');
    const rowsBefore = await history.locator('tbody tr').count();
    const chooser = page.waitForEvent('filechooser');
    await pressUntilFocused(page, page.getByLabel('Document (PDF or image)'));
    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({
      name: 'grant-notice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%keyboard test\n%%EOF\n'),
    });
    await activate(page, page.getByRole('button', { name: 'Submit (SendGrid)' }));
    await toast(/Document uploaded\. Mail to /).waitFor();
    await history.locator('tbody tr').nth(rowsBefore).waitFor();
  });

  it('resends each mail from Email History', async () => {
    const history = section('Email History');
    for (const label of ['Resend Mail', 'Resend Mail(AWS)', 'Resend Mail(Sendgrid)']) {
      const rowsBefore = await history.locator('tbody tr').count();
      const button = history.getByRole('button', { name: label, exact: true });
      await activate(page, button);
      await toast(/Reminder mail to /).waitFor();
      await history.locator('tbody tr').nth(rowsBefore).waitFor();
      // The buttons wait while the mail goes; focus comes back to the one pressed.
      await expectFocused(button);
    }
  });

  it('rejects the applicant through the confirmation, and resends the rejection', async () => {
    await activate(page, page.getByRole('button', { name: 'Reject Applicant' }), 'Shift+Tab');
    await confirmDialog(page, 'Are you sure to send Rejection mail to applicant?');
    await toast(/Rejection mail to /).waitFor();
    await page.getByRole('button', { name: 'Reject Applicant' }).waitFor({ state: 'detached' });
    // Its button is gone: focus goes to the page's h1 rather than the document's body.
    await expectFocused(h1(`Order Details · ${order.order_id}`));

    const resend = page.getByRole('button', { name: 'Resend Reject Mail' });
    await activate(page, resend);
    await confirmDialog(page, 'Are you sure to send Rejection mail to applicant?');
    await expectFocused(resend);
    expect((await orderDetails(order.order_id)).uploadDoc?.is_rejected_doc).toBe('Yes');
  });

  it('adds a remark with flags ticked by Space, and shows it with Enter', async () => {
    const text = `Keyboard remark ${Date.now()}`;
    const panel = section('Add Comment Below');
    await pressUntilFocused(page, panel.getByLabel('Remark'));
    await page.keyboard.type(text);
    await pressUntilFocused(page, panel.getByLabel('Whatsapp'));
    await page.keyboard.press('Space');
    await pressUntilFocused(page, panel.getByLabel('Chargeback'));
    await page.keyboard.press('Space');
    await activate(page, panel.getByRole('button', { name: 'Submit' }));
    await toast('Remark added successfully.').waitFor();

    const first = section('Comment History').locator('tbody tr').first();
    await activate(page, first.getByRole('button', { name: 'Show' }));
    await section('Comment History').getByText(text).waitFor();
    await expectFocused(first.getByRole('button', { name: 'Hide' }));
    await page.keyboard.press('Enter');
    await section('Comment History').getByText(text).waitFor({ state: 'detached' });
  });

  it('enters transaction details in their dialog, and focus comes back to its button', async () => {
    const opener = page.getByRole('button', { name: 'Enter Transaction Details' });
    await activate(page, opener);
    const dialog = page.getByRole('dialog', { name: 'Enter Transaction Details' });
    await expectFocused(dialog.getByLabel('Transaction Id'));
    await replaceText(page, 'TX-KEYBOARD-1');
    await page.keyboard.press('Tab');
    await replaceText(page, 'Keyboard Merchant');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(opener);
    await page.waitForFunction(
      async ({ id }) => {
        const token = (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string })
          .accessToken;
        const answer = (await (
          await fetch(`/api/admin/get-orders-details/${id}`, { headers: { Authorization: token } })
        ).json()) as { data: { transaction_id: string | null } };
        return answer.data.transaction_id === 'TX-KEYBOARD-1';
      },
      { id: order.order_id },
    );
  });

  it('opens View Email Content and each defence pack from the keyboard', async () => {
    const opener = page.getByRole('button', { name: 'View Email Content' });
    await activate(page, opener, 'Shift+Tab');
    const dialog = page.getByRole('dialog', { name: 'Email Content' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(opener);

    for (const pack of ['Defence Pack 1', 'Defence Pack 2']) {
      const popupOpened = page.context().waitForEvent('page');
      const button = page.getByRole('button', { name: pack });
      await activate(page, button);
      const popup = await popupOpened;
      await popup.waitForURL(/^blob:/);
      await popup.close();
      await expectFocused(button);
    }
  });

  it('sets the application status and moves the order to a folder, each after its question', async () => {
    const status = page
      .getByRole('group', { name: 'Application status' })
      .getByRole('button', { name: 'Processing', exact: true });
    await activate(page, status, 'Shift+Tab');
    await confirmDialog(
      page,
      `Set the application status of order ${order.order_id} to Processing?`,
    );
    await page
      .getByRole('group', { name: 'Application status' })
      .locator('button[aria-pressed="true"]', { hasText: 'Processing' })
      .waitFor();
    await expectFocused(status);

    const move = page
      .getByRole('group', { name: 'Move to folder' })
      .getByRole('button', { name: 'Contact Customer', exact: true });
    await activate(page, move);
    await confirmDialog(page, `Move order ${order.order_id} to Contact Customer?`);
    await toast(`Order ${order.order_id} moved to Contact Customer.`).waitFor();
    // The message comes first; the page shows the new status once it has reloaded the order.
    await page.locator('.od-status-chip', { hasText: 'Contact Customer' }).first().waitFor();
    // The move's button is gone (the order is in that folder now): focus on the h1.
    await expectFocused(h1(`Order Details · ${order.order_id}`));
    expect((await orderDetails(order.order_id)).process_status).toBe('Contact Customer');
  });
});

describe('reports, team and password by keyboard', () => {
  const member = {
    name: `Kim Keyboard ${Date.now()}`,
    email: `kim.keyboard.${Date.now()}@demo.test`,
    password: 'first-pass-1',
  };
  const memberRow = () => page.getByRole('row').filter({ hasText: member.email });

  it('sorts a report from its column headers and exports it as CSV', async () => {
    await openFromSidebar(/^Country Order List/, 'Country Order Details');
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    const header = table.getByRole('columnheader', { name: /Order Count/ });
    await activate(page, header.getByRole('button'));
    const first = await header.getAttribute('aria-sort');
    expect(['ascending', 'descending']).toContain(first);
    await page.keyboard.press('Enter');
    await expect(header.getAttribute('aria-sort')).resolves.toBe(
      first === 'ascending' ? 'descending' : 'ascending',
    );
    const counts = (await table.locator('tbody tr td:nth-child(3)').allTextContents()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );
    const sorted = [...counts].sort((a, b) => (first === 'ascending' ? b - a : a - b));
    expect(counts).toEqual(sorted);

    const download = page.waitForEvent('download');
    await activate(page, page.getByRole('button', { name: 'Export CSV' }), 'Shift+Tab');
    const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toContain('Order Count');
  });

  it('adds a team member with the form', async () => {
    await openFromSidebar(/^Manage Team/, 'Manage Team');
    await pressUntilFocused(page, page.getByLabel('Name'));
    await page.keyboard.type(member.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.email);
    await pressUntilFocused(page, page.getByLabel('Password'));
    await page.keyboard.type(member.password);
    await pressUntilFocused(page, page.getByLabel('Type'));
    await page.keyboard.type('Team');
    await expect(page.getByLabel('Type').inputValue()).resolves.toBe('Team');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await memberRow().waitFor();
  });

  it('edits the member by the Edit link', async () => {
    await activate(page, page.getByRole('link', { name: `Edit ${member.name}` }));
    await page.getByRole('heading', { name: 'Edit Team Member' }).waitFor();
    await pressUntilFocused(page, page.getByLabel('Name'), 'Shift+Tab', 80);
    member.name = `${member.name} Edited`;
    await replaceText(page, member.name);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Add Team Member' }).waitFor();
    await memberRow().getByText(member.name).waitFor();
  });

  it('unlocks the member after failed sign-ins', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await fetch(`${baseUrl()}/api${API_ROUTES.adminLogin.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: 'wrong-password' }),
      });
    }
    await page.reload();
    await memberRow().getByText('Locked out').waitFor();
    const unlock = page.getByRole('button', { name: `Unlock ${member.name}` });
    await activate(page, unlock);
    await toast(`${member.name} can sign in again`).waitFor();
    await memberRow().getByText('Locked out').waitFor({ state: 'detached' });
    // Its button is gone: focus goes to the page's h1 rather than the document's body.
    await expectFocused(h1('Manage Team'));
  });

  it('signs out from the header menu, and the member changes their password', async () => {
    const menuButton = page.locator('.user-menu-button');
    await pressUntilFocused(page, menuButton, 'Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await expectFocused(page.getByRole('menuitem', { name: 'Logout' }));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await signInByKeyboard(member.email, member.password);
    await openFromSidebar(/^Change Password/, 'Update Password');
    const newPassword = page.getByRole('textbox', { name: 'New Password' });
    await pressUntilFocused(page, newPassword);
    await page.keyboard.type('second-pass-2');
    await page.keyboard.press('Enter');
    await toast(/./).waitFor();
    // A new password ends the member's sessions: they sign in again with it.
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await signInByKeyboard(member.email, 'second-pass-2');
    await h1('New Orders').waitFor();

    // Sign out from the sidebar's Logout.
    await page.keyboard.press('Tab');
    await activate(page, sidebar().getByRole('button', { name: 'Logout' }));
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await signInByKeyboard(member.email, 'second-pass-2');
  });

  it('deletes the member through the confirmation naming them', async () => {
    await pressUntilFocused(page, page.locator('.user-menu-button'), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expectFocused(page.getByRole('menuitem', { name: 'Logout' }));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await signInByKeyboard(DEMO_STAFF.Admin.email);
    await openFromSidebar(/^Manage Team/, 'Manage Team');
    const remove = page.getByRole('button', { name: `Delete ${member.name}` });
    await activate(page, remove);
    await expect(page.getByRole('dialog').textContent()).resolves.toContain(
      `Team member: ${member.name}`,
    );
    await confirmDialog(page, 'Are you sure you want to delete?');
    await memberRow().waitFor({ state: 'detached' });
    await expectFocused(h1('Manage Team'));
  });
});

describe('the main menu on a phone by keyboard', () => {
  const toggle = () => page.getByRole('button', { name: 'Toggle menu' });
  const orderHistoryLink = () => sidebar().getByRole('link', { name: /^Order History/ });
  const expanded = () => toggle().getAttribute('aria-expanded');

  beforeAll(async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Signed out first, so the describe also runs on its own.
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await signInByKeyboard(DEMO_STAFF.Admin.email);
  });

  it('is out of the Tab order while closed: Tab goes from the header into the page', async () => {
    await pressUntilFocused(
      page,
      page.getByRole('button', { name: 'Admin account menu' }),
      'Shift+Tab',
    );
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.activeElement?.closest('main') !== null),
    ).resolves.toBe(true);
    await expect(expanded()).resolves.toBe('false');
  });

  it('opens from Toggle menu, and Escape closes it with focus back on the toggle', async () => {
    await activate(page, toggle(), 'Shift+Tab');
    await expect(expanded()).resolves.toBe('true');
    await pressUntilFocused(page, orderHistoryLink());
    await page.keyboard.press('Escape');
    await expectFocused(toggle());
    await expect(expanded()).resolves.toBe('false');
    await orderHistoryLink().waitFor({ state: 'hidden' });
  });

  it('a link chosen from it opens its page and closes the menu', async () => {
    await page.keyboard.press('Enter');
    await activate(page, orderHistoryLink());
    await expectFocused(h1('Order History'));
    await expect(expanded()).resolves.toBe('false');
    await orderHistoryLink().waitFor({ state: 'hidden' });
  });
});
