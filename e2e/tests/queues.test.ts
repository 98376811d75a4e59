import type { Browser, Page } from 'playwright-core';
import { API_BASE, API_ROUTES, type ApiRoute } from '@portal/shared/api/apiRoutes';
import type { FolderCountKey, FolderKey } from '@portal/shared/entities/folders';
import type { OrderListPage, OrderListRow } from '@portal/shared/entities/order';
import type { Role } from '@portal/shared/entities/staff';
import { MAX_PAGE_SIZE } from '@portal/shared/orders/pageSize';
import { fillPath } from '@portal/shared/util/fillPath';
import { baseUrl } from '../support/portalServer';
import { DEMO_PASSWORD, DEMO_STAFF, launchBrowser, newPage, signIn } from '../support/browser';

/**
 * The queue screens in the browser. Every e2e file shares one server and its data, so
 * each test works on orders it picks for itself and compares counts before and after.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface ApiAnswer<T> {
  httpStatus: number;
  status: number;
  message: string;
  data?: T;
}

const tokens = new Map<Role, string>();

/** Calls the API from the test itself, as another staff member working at the same time. */
async function apiAs<T>(
  role: Role,
  route: ApiRoute,
  parts: { params?: Record<string, string | number>; body?: unknown; query?: string } = {},
): Promise<ApiAnswer<T>> {
  let token = tokens.get(role);
  if (!token) {
    const login = await fetch(`${baseUrl()}${API_BASE}${API_ROUTES.adminLogin.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF[role].email, password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { data: { jwtToken: string } }).data.jwtToken;
    tokens.set(role, token);
  }
  const url = `${baseUrl()}${API_BASE}${fillPath(route.path, parts.params)}${parts.query ?? ''}`;
  const response = await fetch(url, {
    method: route.method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
  });
  return {
    httpStatus: response.status,
    ...((await response.json()) as Omit<ApiAnswer<T>, 'httpStatus'>),
  };
}

async function folderRows(role: Role, folder: FolderKey): Promise<OrderListRow[]> {
  const answer = await apiAs<OrderListPage>(role, API_ROUTES.ordersList, {
    params: { orderName: folder },
    query: `?page=1&limit=${MAX_PAGE_SIZE}`,
  });
  return answer.data?.rows ?? [];
}

/** Orders no other test of this file uses: each test takes its own from the oldest end. */
const picked = new Set<number>();
async function pickOrders(folder: FolderKey, count: number, unassigned = true): Promise<number[]> {
  const rows = (await folderRows('Admin', folder))
    .filter((row) => (!unassigned || !row.assign_to) && !picked.has(row.order_id))
    .reverse()
    .slice(0, count);
  if (rows.length < count) throw new Error(`Not enough orders in ${folder}`);
  for (const row of rows) picked.add(row.order_id);
  return rows.map((row) => row.order_id);
}

/** A live count as the page shows it (the first badge with that key). */
async function shownCount(page: Page, key: FolderCountKey): Promise<number> {
  const badge = page.locator(`[data-count-key="${key}"]`).first();
  await badge.filter({ hasText: /\d/ }).waitFor();
  return Number((await badge.textContent())?.replace(/\D/g, ''));
}

async function waitForCount(page: Page, key: FolderCountKey, expected: number): Promise<void> {
  await page.waitForFunction(
    ({ key: countKey, expected: value }) => {
      const badge = document.querySelector(`[data-count-key="${countKey}"]`);
      return Number(badge?.textContent?.replace(/\D/g, '')) === value;
    },
    { key, expected },
  );
}

function grid(page: Page) {
  return page.locator('.orders-grid');
}

function rowOf(page: Page, orderId: number) {
  return grid(page).locator(`.ag-row[row-id="${orderId}"]`);
}

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search').fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === (text || null));
}

async function signedIn(role: Role, path?: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, DEMO_STAFF[role].email);
  if (path) await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

describe('queues', () => {
  let page: Page;

  afterEach(async () => {
    await page.context().close();
  });

  it("'Assign to me' moves an order into My Orders and the counts change", async () => {
    const [orderId] = await pickOrders('newOrder', 1);
    if (orderId === undefined) throw new Error('no order');
    page = await signedIn('Night Staff');
    const myBefore = await shownCount(page, 'myOrdersCount');

    await searchFor(page, String(orderId));
    const row = rowOf(page, orderId);
    await row.waitFor();
    await row.getByRole('checkbox').check();
    await page.getByText('1 selected').waitFor();
    await page.getByRole('button', { name: 'Assign to me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure want to assigned orders.' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Order has been assigned successfully').waitFor();
    await waitForCount(page, 'myOrdersCount', myBefore + 1);

    await page
      .getByRole('link', { name: /^My Orders/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
    await searchFor(page, String(orderId));
    await rowOf(page, orderId).waitFor();
  });

  it('lets a Manager delete an order: it leaves the list and the Deleted count grows', async () => {
    const [orderId] = await pickOrders('pendingorder', 1, false);
    if (orderId === undefined) throw new Error('no order');
    page = await signedIn('Manager', `/admin/pending-order?search=${orderId}`);
    const row = rowOf(page, orderId);
    await row.waitFor();
    const deletedBefore = await shownCount(page, 'deletedOrdersCount');

    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    await dialog.getByRole('button', { name: 'No' }).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Order has been deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('No records found').waitFor();
    await waitForCount(page, 'deletedOrdersCount', deletedBefore + 1);
  });

  it('shows a Telecaller no Order History link, and the API refuses them the list', async () => {
    page = await signedIn('Telecaller');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: /^Awaiting Customer/ }).waitFor();
    await expect(menu.getByRole('link', { name: /^Order History/ }).count()).resolves.toBe(0);
    const answer = await page.evaluate(
      async ({ path }) => {
        const token = (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string })
          .accessToken;
        const response = await fetch(path, { headers: { Authorization: token } });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { path: `${API_BASE}${fillPath(API_ROUTES.ordersList.path, { orderName: 'allorder' })}` },
    );
    expect(answer).toMatchObject({
      status: 403,
      body: { status: 0, message: 'Your account type cannot open Order History.' },
    });
  });

  it('narrows the list after the 500 ms debounce, and an empty search restores it', async () => {
    page = await signedIn('Admin', '/admin/order-history');
    const summary = page.locator('.orders-summary');
    await summary.filter({ hasText: /^Showing 1 to 10 of/ }).waitFor();
    const fullSummary = await summary.textContent();
    const [target] = (await folderRows('Admin', 'allorder')).slice(-1);
    if (!target) throw new Error('no order');

    const searchCalls: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes(API_ROUTES.searchOrder.path)) searchCalls.push(Date.now());
    });
    await page.getByLabel('Search').pressSequentially(target.email, { delay: 20 });
    const typedAt = Date.now();
    await rowOf(page, target.order_id).waitFor();
    expect(searchCalls).toHaveLength(1);
    expect((searchCalls[0] ?? 0) - typedAt).toBeGreaterThanOrEqual(400);
    await expect(summary.textContent()).resolves.toMatch(/^Showing 1 to \d+ of \d+ orders$/);
    expect(await summary.textContent()).not.toBe(fullSummary);
    expect(new URL(page.url()).searchParams.get('search')).toBe(target.email);

    await page.getByLabel('Search').fill('');
    await summary.filter({ hasText: fullSummary ?? '' }).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBeNull();
  });

  it('greys an order someone else holds in New and its View link goes nowhere', async () => {
    const [orderId] = await pickOrders('newOrder', 1);
    if (orderId === undefined) throw new Error('no order');
    const assigned = await apiAs('Team', API_ROUTES.assignOrderStatus, {
      body: { orderId: [orderId], assignto: DEMO_STAFF.Team.name },
    });
    expect(assigned.status).toBe(1);

    page = await signedIn('Night Staff', `/admin/recent-order?search=${orderId}`);
    const row = rowOf(page, orderId);
    await row.waitFor();
    await expect(row.getAttribute('class')).resolves.toContain('orders-row-greyed');
    const view = row.getByText('View');
    await expect(view.getAttribute('href')).resolves.toBe('#/grey');
    const before = new URL(page.url());
    // aria-disabled makes playwright refuse the click; a person can still click it.
    await view.click({ force: true });
    // A link's own navigation and the router's both happen within the click: read after it.
    const after = new URL(await page.evaluate(() => window.location.href));
    expect(after.pathname).toBe(before.pathname);
    expect(after.hash).toBe('');
    await expect(row.getByRole('checkbox').isDisabled()).resolves.toBe(true);
  });

  it('switching back to a queue shows its rows whole at once, with none of the other queue left', async () => {
    page = await signedIn('Admin');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    /** Waits until the grid shows rows, none of them in `others`, and answers their ids. */
    const rowsOtherThan = async (others: string[]) => {
      const shown = await page.waitForFunction((ids) => {
        const rows = [...document.querySelectorAll('.orders-grid .ag-row[row-id]')];
        const rowIds = rows.map((row) => row.getAttribute('row-id') ?? '');
        return rowIds.length > 0 && rowIds.every((id) => !ids.includes(id)) && rowIds;
      }, others);
      return (await shown.jsonValue()) as string[];
    };
    const newIds = await rowsOtherThan([]);
    await menu.getByRole('link', { name: /^Pending Orders/ }).click();
    const pendingIds = await rowsOtherThan(newIds);

    // Back to New Orders, whose page the client still holds: the grid as it is in the first
    // frame that shows any row but Pending's.
    await page.evaluate((pending) => {
      const rowsNow = () => [...document.querySelectorAll('.orders-grid .ag-row[row-id]')];
      const firstFrame = new Promise((resolve) => {
        const look = () => {
          const rows = rowsNow();
          if (rows.every((row) => pending.includes(row.getAttribute('row-id') ?? ''))) {
            return requestAnimationFrame(look);
          }
          resolve(
            rows.map((row) => ({
              id: row.getAttribute('row-id'),
              opacity: getComputedStyle(row).opacity,
            })),
          );
        };
        requestAnimationFrame(look);
      });
      Object.assign(window, { firstFrameBack: firstFrame });
    }, pendingIds);
    await menu.getByRole('link', { name: /^New Orders/ }).click();
    const rows = await page.evaluate(
      () =>
        (window as unknown as { firstFrameBack: Promise<Array<{ id: string; opacity: string }>> })
          .firstFrameBack,
    );
    expect(rows.filter((row) => pendingIds.includes(row.id))).toEqual([]);
    expect(rows.filter((row) => row.opacity !== '1')).toEqual([]);
  });

  it("shows another member's change in the open page's counts and list without a reload", async () => {
    const [orderId] = await pickOrders('newOrder', 1);
    if (orderId === undefined) throw new Error('no order');
    page = await signedIn('Admin', `/admin/recent-order?search=${orderId}`);
    await rowOf(page, orderId).waitFor();
    const newBefore = await shownCount(page, 'newOrdersCount');
    const deletedBefore = await shownCount(page, 'deletedOrdersCount');
    await page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });

    const deleted = await apiAs('Manager', API_ROUTES.changeOrderStatus, {
      body: { orderId: [orderId], folderName: 'newOrder' },
    });
    expect(deleted.status).toBe(1);

    await waitForCount(page, 'newOrdersCount', newBefore - 1);
    await waitForCount(page, 'deletedOrdersCount', deletedBefore + 1);
    await rowOf(page, orderId).waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).resolves.toBe(true);
  });
});
