import type { Browser, Locator, Page } from 'playwright-core';
import { PROCESS_STATUSES, type ProcessStatus } from '@portal/shared/entities/folders';
import type { OrderDetails } from '@portal/shared/entities/order';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { API_BASE, API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ORDER_RELOADED_MESSAGE } from '@portal/shared/validation/messages';
import { DEMO_STAFF, launchBrowser, newPage, signIn } from '../support/browser';
import { downloadable } from '../support/staffApi';

/**
 * The order page in the browser. Orders this file changes are picked from the middle of
 * the demo ids (other test files work with the newest ones) and re-read from the API,
 * so nothing here depends on what other files did before.
 */
let browser: Browser;
let page: Page;
// Two members' pages each signing in and following a change: room for a busy shared machine.
jest.setTimeout(180_000);

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, DEMO_STAFF.Admin.email);
});

afterAll(async () => {
  await browser.close();
});

async function orderFromApi(orderId: number): Promise<OrderDetails | null> {
  return page.evaluate(async (id) => {
    const token =
      (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken?: string }).accessToken ??
      '';
    const response = await fetch(`/api/admin/get-orders-details/${id}`, {
      headers: { Authorization: token },
    });
    return response.ok ? ((await response.json()) as { data: OrderDetails }).data : null;
  }, orderId);
}

/** The first order from `from` upward that matches, not yet taken by this file. */
const taken = new Set<number>();
async function findOrder(
  from: number,
  matches: (order: OrderDetails) => boolean,
): Promise<OrderDetails> {
  for (let id = from; id < from + 400; id++) {
    if (taken.has(id)) continue;
    const order = await orderFromApi(id);
    if (order && matches(order)) {
      taken.add(id);
      return order;
    }
  }
  throw new Error(`No demo order from ${from} matches`);
}

async function openOrder(orderId: number): Promise<void> {
  await page.goto(`/admin/view-order/${encodeId(orderId)}`);
  await page.getByRole('heading', { name: `Order Details · ${orderId}` }).waitFor();
}

const section = (name: string) => page.getByRole('region', { name });

/** Waits for a toast; the order page's toasts stay until dismissed, so it is then dismissed. */
async function seeToast(text: string | RegExp): Promise<void> {
  const toast = page.locator('[role="status"]').filter({ hasText: text });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Dismiss message' }).click();
}

/** Uploads a small PDF on the open order with Submit (SendGrid) and waits for its message. */
async function uploadWithSendGrid(name: string): Promise<void> {
  await page.getByLabel('Document (PDF or image)').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n%${name}\n%%EOF\n`),
  });
  await page.getByRole('button', { name: 'Submit (SendGrid)' }).click();
  await seeToast(/Document uploaded\. Mail to /);
}

describe('documents and mail', () => {
  let order: OrderDetails;
  beforeAll(async () => {
    order = await findOrder(102300, (o) => o.process_status === 'Completed' && downloadable(o));
    await openOrder(order.order_id);
  });

  it('uploads a PDF with Submit (SendGrid) and shows the new Email History row with Sendgrid', async () => {
    const history = section('Email History');
    const rowsBefore = await history.locator('tbody tr').count();
    await uploadWithSendGrid('grant-notice.pdf');
    await history.locator('tbody tr').nth(rowsBefore).waitFor();
    const newRow = history.locator('tbody tr').nth(rowsBefore);
    await expect(newRow.locator('td').nth(4).textContent()).resolves.toContain('Sendgrid');
    await expect(newRow.getByRole('button', { name: 'Download File' }).isVisible()).resolves.toBe(
      true,
    );
    const stored = await orderFromApi(order.order_id);
    expect(stored?.uploadDoc?.mail_service_provider).toBe('Sendgrid');
  });

  it('asks before Reject Applicant, then hides the button and shows Rejected', async () => {
    await page.getByRole('button', { name: 'Reject Applicant' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.textContent()).resolves.toContain(
      'Are you sure to send Rejection mail to applicant?',
    );
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await seeToast(/Rejection mail to /);
    await page.getByRole('button', { name: 'Reject Applicant' }).waitFor({ state: 'detached' });
    await section('Email History').getByText('Rejected', { exact: true }).first().waitFor();
    expect((await orderFromApi(order.order_id))?.uploadDoc?.is_rejected_doc).toBe('Yes');
  });

  it('adds a remark with flags that shows first in Comment History, with Show and Hide', async () => {
    const text = `Browser remark ${Date.now()}`;
    const panel = section('Add Comment Below');
    await panel.getByLabel('Remark').fill(text);
    await panel.getByLabel('Whatsapp').check();
    await panel.getByLabel('Refund').check();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await seeToast('Remark added successfully.');

    const history = section('Comment History');
    const first = history.locator('tbody tr').first();
    await first.getByText(DEMO_STAFF.Admin.name).waitFor();
    await first.getByRole('button', { name: 'Show' }).click();
    const detail = history.getByText(text);
    await detail.waitFor();
    const list = history.locator('.od-flag-list').first();
    const names = await list.locator('dt').allTextContents();
    const values = await list.locator('dd').allTextContents();
    expect(Object.fromEntries(names.map((name, index) => [name, values[index]]))).toEqual({
      Whatsapp: 'Y',
      Telephone: 'N',
      Refund: 'Y',
      Voided: 'N',
      Chargeback: 'N',
      ReportError: 'N',
    });
    await first.getByRole('button', { name: 'Hide' }).click();
    await detail.waitFor({ state: 'detached' });
  });

  it('opens Defence Pack 1 as a PDF in a new tab', async () => {
    const popupOpened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Defence Pack 1' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^blob:/);
    const contentType = await popup.evaluate(async () =>
      (await fetch(location.href)).headers.get('content-type'),
    );
    expect(contentType).toBe('application/pdf');
    await popup.close();
  });
});

/** docs/product.md#status-moves, written out here apart from the shared rules the page uses. */
const ALWAYS = ['Processing', 'Awaiting Government Decision', 'Missing Information'];
const FOLDER_MOVES: Array<[string, ProcessStatus]> = [
  ['Awaiting Response', 'Awaiting '],
  ['Completed Refunds', 'Refunds'],
  ['Completed Orders', 'Completed'],
  ['Delete', 'Deleted'],
  ['Rejected', 'Rejected'],
  ['Contact Customer', 'Contact Customer'],
  ['ChargeBack', 'ChargeBack'],
];

function expectedMoves(status: ProcessStatus): string[] {
  return [
    ...ALWAYS,
    ...FOLDER_MOVES.filter(([, target]) => target !== status).map(([label]) => label),
    ...(['New', 'Priority Processing', 'moveToProcessMarch', 'Awaiting '].includes(status)
      ? ['Awaiting Govt']
      : []),
    ...(status === 'Contact Customer' ? ['Customer Called'] : []),
  ];
}

/** The move buttons' labels, without the mark of the current application status. */
async function moveLabels(panel: ReturnType<typeof section>): Promise<string[]> {
  return (await panel.getByRole('button').allTextContents()).map((label) =>
    label.replace(/^✓\s*/, ''),
  );
}

describe('status moves', () => {
  it('offers each move only where the status-move rules allow it, for every status', async () => {
    const seen = new Set<ProcessStatus>();
    // The newest demo orders hold every status; read each one's status as it is now.
    for (let orderId = 104999; orderId > 104700 && seen.size < PROCESS_STATUSES.length; orderId--) {
      const order = await orderFromApi(orderId);
      if (!order || seen.has(order.process_status)) continue;
      seen.add(order.process_status);
      await openOrder(orderId);
      const panel = section('Move Order');
      const shown = await moveLabels(panel);
      expect({ status: order.process_status, moves: shown }).toEqual({
        status: order.process_status,
        moves: expectedMoves(order.process_status),
      });
    }
    expect([...seen].sort()).toEqual([...PROCESS_STATUSES].sort());
  });

  it('moves an order, shows the message and the new status, and offers the new moves', async () => {
    const order = await findOrder(102600, (o) => o.process_status === 'New');
    await openOrder(order.order_id);
    const panel = section('Move Order');
    await panel.getByRole('button', { name: 'Awaiting Govt' }).click();
    await page
      .getByRole('dialog', { name: `Move order ${order.order_id} to Awaiting Govt?` })
      .getByRole('button', { name: 'Yes' })
      .click();
    await seeToast(`Order ${order.order_id} moved to Awaiting Govt.`);
    await page.locator('.od-status-chip', { hasText: 'AwaitingGovt' }).waitFor();
    await expect(moveLabels(panel)).resolves.toEqual(expectedMoves('AwaitingGovt'));
    expect((await orderFromApi(order.order_id))?.process_status).toBe('AwaitingGovt');
  });

  it('asks before Delete, naming the order and Deleted Orders', async () => {
    const order = await findOrder(102700, (o) => o.process_status === 'Pending');
    await openOrder(order.order_id);
    await section('Move Order').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Move order ${order.order_id} to Deleted Orders?`,
    });
    await dialog.getByRole('button', { name: 'No' }).click();
    expect((await orderFromApi(order.order_id))?.process_status).toBe('Pending');
  });

  it('moves nothing on a stray click or Enter: every move asks, Escape cancels, focus comes back', async () => {
    const order = await findOrder(
      102750,
      (o) => o.process_status === 'Pending' && o.order_status !== 1,
    );
    await openOrder(order.order_id);
    const panel = section('Move Order');
    for (const [label, question] of [
      ['ChargeBack', `Move order ${order.order_id} to Charge Back?`],
      ['Processing', `Set the application status of order ${order.order_id} to Processing?`],
    ] as const) {
      const button = panel.getByRole('button', { name: label, exact: true });
      // A stray click, then a stray Enter on the dialog's focused No.
      await button.click();
      const dialog = page.getByRole('dialog', { name: question });
      await dialog.waitFor();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(
        true,
      );
      // Enter on the focused move button opens the question; Escape cancels it.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(
        true,
      );
    }
    const now = await orderFromApi(order.order_id);
    expect({ status: now?.process_status, orderStatus: now?.order_status }).toEqual({
      status: 'Pending',
      orderStatus: order.order_status,
    });
    // The current application status is marked among its buttons.
    await expect(
      panel
        .getByRole('group', { name: 'Application status' })
        .locator('button[aria-pressed="true"]')
        .count(),
    ).resolves.toBe(order.order_status === 0 ? 0 : 1);
  });
});

describe('two people on the same order', () => {
  it("shows one member's remark, upload and move on the other's order page and queue", async () => {
    const order = await findOrder(
      102950,
      (o) => o.process_status === 'New' && o.assign_to === null,
    );
    const watcher = await newPage(browser);
    try {
      await signIn(watcher, DEMO_STAFF.Manager.email);
      await watcher.goto(`/admin/view-order/${encodeId(order.order_id)}`);
      await watcher.getByRole('heading', { name: `Order Details · ${order.order_id}` }).waitFor();
      const queue = await watcher.context().newPage();
      await queue.goto(`/admin/recent-order?search=${order.order_id}`);
      const queueRow = queue.locator(`.orders-grid .ag-row[row-id="${order.order_id}"]`);
      await queueRow.waitFor();
      await openOrder(order.order_id);
      const watched = (name: string) =>
        watcher.getByRole('region', { name }).locator('tbody tr:not(:has(.od-empty))');

      const remarksBefore = await watched('Comment History').count();
      await section('Add Comment Below').getByLabel('Remark').fill(`Seen live ${Date.now()}`);
      await section('Add Comment Below').getByRole('button', { name: 'Submit' }).click();
      await seeToast('Remark added successfully.');
      await watched('Comment History').nth(remarksBefore).waitFor();

      const mailsBefore = await watched('Email History').count();
      await uploadWithSendGrid('live-notice.pdf');
      await watched('Email History').nth(mailsBefore).waitFor();

      await section('Move Order').getByRole('button', { name: 'Awaiting Govt' }).click();
      await page
        .getByRole('dialog', { name: `Move order ${order.order_id} to Awaiting Govt?` })
        .getByRole('button', { name: 'Yes' })
        .click();
      await seeToast(`Order ${order.order_id} moved to Awaiting Govt.`);
      await watcher.locator('.od-status-chip', { hasText: 'AwaitingGovt' }).waitFor();
      await queueRow.waitFor({ state: 'detached' });
    } finally {
      await watcher.context().close();
    }
  });

  it('refuses the second remark made on the old version, keeps its text, and sends it after the reload', async () => {
    const order = await findOrder(102900, (o) => o.process_status === 'New');
    const other = await newPage(browser);
    try {
      // This page misses the live updates (a dropped connection), so it is still on the old
      // version when it sends its remark.
      await other.route(`**${API_BASE}${API_ROUTES.liveUpdates.path}`, (route) => route.abort());
      await signIn(other, DEMO_STAFF.Manager.email);
      await openOrder(order.order_id);
      await other.goto(`/admin/view-order/${encodeId(order.order_id)}`);
      await other.getByRole('heading', { name: `Order Details · ${order.order_id}` }).waitFor();

      const first = `First remark ${Date.now()}`;
      await section('Add Comment Below').getByLabel('Remark').fill(first);
      await section('Add Comment Below').getByRole('button', { name: 'Submit' }).click();
      await seeToast('Remark added successfully.');

      const second = `Second remark ${Date.now()}`;
      const panel = other.getByRole('region', { name: 'Add Comment Below' });
      await panel.getByLabel('Remark').fill(second);
      await panel.getByRole('button', { name: 'Submit' }).click();
      const stale = other.locator('[role="status"]').filter({ hasText: ORDER_RELOADED_MESSAGE });
      await stale.waitFor();
      expect(await panel.getByLabel('Remark').inputValue()).toBe(second);

      // The page reloaded the order meanwhile: the same remark now goes through.
      await stale.getByRole('button', { name: 'Dismiss message' }).click();
      await panel.getByRole('button', { name: 'Submit' }).click();
      await other
        .locator('[role="status"]')
        .filter({ hasText: 'Remark added successfully.' })
        .waitFor();
      expect(await panel.getByLabel('Remark').inputValue()).toBe('');
      const remarks = (await orderFromApi(order.order_id))?.remark.map((item) => item.remark);
      expect(remarks?.slice(0, 2)).toEqual([second, first]);
    } finally {
      await other.context().close();
    }
  });
});

/** Opens the order of a queue row: a click on its View, or Enter on one of its cells. */
const OPENINGS = {
  'the click on View': (row: Locator) => row.locator('a.orders-view').click(),
  'Enter on its row': async (row: Locator) => {
    await row.locator('[col-id="email"]').click();
    await row.page().keyboard.press('Enter');
  },
};

describe('opening an order from its queue', () => {
  it.each(Object.keys(OPENINGS) as (keyof typeof OPENINGS)[])(
    'asks for the order with %s, and the page shows that answer',
    async (opening) => {
      // The order page's files are held, so a call for the order made before they are released
      // can only be the opening's own (askForOrderOf in the shell, the grid's Enter); the page
      // takes that answer rather than asking again.
      const viewer = await newPage(browser);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await viewer.route('**/remotes/orderDetail/**', async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
      const orderCalls: string[] = [];
      viewer.on('request', (request) => {
        if (request.url().includes('/api/admin/get-orders-details/'))
          orderCalls.push(request.url());
      });
      try {
        await signIn(viewer, DEMO_STAFF.Admin.email);
        // A row the Admin may open (another file's member may hold the newest orders).
        const row = viewer
          .locator('[data-folder="newOrder"] .ag-row[row-id]')
          .filter({ has: viewer.locator('a.orders-view:not(.is-blocked)') })
          .first();
        const orderId = Number(await row.getAttribute('row-id'));
        const email = await row.locator('[col-id="email"]').innerText();
        await Promise.all([
          viewer.waitForRequest((request) =>
            request.url().endsWith(`/api/admin/get-orders-details/${orderId}`),
          ),
          OPENINGS[opening](row),
        ]);
        release();
        await viewer.getByRole('heading', { name: `Order Details · ${orderId}` }).waitFor();
        await viewer.locator('main').getByText(email, { exact: true }).first().waitFor();
        expect(orderCalls).toHaveLength(1);
      } finally {
        release();
        await viewer.context().close();
      }
    },
  );
});

describe('a bad link', () => {
  it('shows a clear not-found page', async () => {
    await page.goto('/admin/view-order/not-an-order');
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await page.goto(`/admin/view-order/${encodeId(999999)}`);
    await page.getByText('Order 999999 was not found.').waitFor();
  });
});
