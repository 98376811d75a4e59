import type { Browser, Page } from 'playwright-core';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import type { CountryRow, InvoiceMail, ReportFilter } from '@portal/shared/entities/settings';
import type { Role, TeamMember } from '@portal/shared/entities/staff';
import { DEMO_STAFF, launchBrowser, newPage, signIn } from '../support/browser';

/**
 * Admin settings in the browser (docs/product.md#admin-settings): Manage Team, Change Gateway,
 * Update Password, the Country Order Details report and Send Invoice. Every member this file
 * changes is one it created; the demo accounts other files sign in with are only read.
 */
let browser: Browser;
let admin: Page;
const RUN = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signIn(admin, DEMO_STAFF.Admin.email);
});

afterAll(async () => {
  await browser.close();
});

/** Calls the API from a page, with that page's stored session. */
async function api<T>(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken?: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: stored.accessToken ?? '', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
    },
    { method, path, body },
  );
}

async function addMemberThroughApi(name: string, email: string, password: string, type: Role) {
  const answer = await api<TeamMember>(admin, 'POST', '/admin/add-team-member', {
    name,
    email,
    password,
    type,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as TeamMember;
}

async function fillMemberForm(page: Page, name: string, email: string, password: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

function memberRow(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

describe('Manage Team', () => {
  it('adds a Telecaller who then signs in and gets the Telecaller menu', async () => {
    const email = `tessa.${RUN}@demo.test`;
    await admin.goto('/admin/manage-team');
    await admin.getByRole('option', { name: 'Night Staff' }).waitFor({ state: 'attached' });
    await fillMemberForm(admin, `Tessa Caller ${RUN}`, email, 'tessa-pass-1');
    await admin.getByLabel('Type', { exact: true }).selectOption('Telecaller');
    await admin.getByRole('button', { name: 'Add Member' }).click();
    await admin.getByText('Team member added successfully.').waitFor();
    await memberRow(admin, email).getByText('Telecaller').waitFor();

    const member = await newPage(browser);
    try {
      await signIn(member, email, 'tessa-pass-1');
      await member.getByText(`Welcome Tessa Caller ${RUN}`).waitFor();
      const menu = member.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'Change Password' }).waitFor();
      for (const hidden of ['Manage Team', 'Order Processed', 'Gateway Setting']) {
        await expect(menu.getByRole('link', { name: hidden, exact: true }).count()).resolves.toBe(
          0,
        );
      }
      await expect(menu.getByRole('link', { name: /^Order History/ }).count()).resolves.toBe(0);
      // Whatever the menu shows, the server refuses the team calls to a Telecaller.
      const refused = await api(member, 'GET', '/admin/get-team-member-list');
      expect(refused.status).toBe(403);
    } finally {
      await member.context().close();
    }
  });

  it('edits a member in the prefilled form', async () => {
    const email = `edith.${RUN}@demo.test`;
    const created = await addMemberThroughApi(`Edith ${RUN}`, email, 'edith-pass-1', 'Team');
    await admin.goto('/admin/manage-team');
    await memberRow(admin, email)
      .getByRole('link', { name: `Edit Edith ${RUN}` })
      .click();
    await admin.waitForURL(`**/admin/manage-team/${created.id}`);
    await admin.getByRole('heading', { name: 'Edit Team Member' }).waitFor();
    const name = admin.getByLabel('Name', { exact: true });
    await expect(name.inputValue()).resolves.toBe(`Edith ${RUN}`);
    const type = admin.getByLabel('Type', { exact: true });
    // The types arrive by their own call: the select shows the member's type once they have.
    await type.locator('option[value="Night Staff"]').waitFor({ state: 'attached' });
    await expect(type.inputValue()).resolves.toBe('Team');

    await name.fill(`Edith Edited ${RUN}`);
    await type.selectOption('Night Staff');
    await admin.getByRole('button', { name: 'Update Member' }).click();
    await admin.getByText('Team member updated successfully.').waitFor();
    await admin.waitForURL('**/admin/manage-team');
    await memberRow(admin, email).getByText(`Edith Edited ${RUN}`).waitFor();
    await memberRow(admin, email).getByText('Night Staff').waitFor();
  });

  it('deletes a member after the confirmation, and the member can no longer sign in', async () => {
    const email = `dora.${RUN}@demo.test`;
    await addMemberThroughApi(`Dora ${RUN}`, email, 'dora-pass-1', 'Team');
    await admin.goto('/admin/manage-team');
    await memberRow(admin, email)
      .getByRole('button', { name: `Delete Dora ${RUN}` })
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete?').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await admin.getByText('Team member deleted successfully.').waitFor();
    await memberRow(admin, email).waitFor({ state: 'detached' });

    const login = await api(admin, 'POST', '/admin/admin-login', {
      email,
      password: 'dora-pass-1',
    });
    expect(login.status).toBe(401);
  });
});

describe('Change Gateway', () => {
  it('switches the secondary gateway and shows it active after a reload', async () => {
    await admin.goto('/admin/gateway-setting');
    await admin
      .getByRole('heading', { name: 'Payment gateways for evisitor-australia.com' })
      .waitFor();
    const primaryBefore = await admin.getByTestId('active-gateway-0').textContent();
    const secondary = admin.getByRole('form', { name: 'Gateway for australia-evisa.org' });
    const options = await secondary.getByRole('option').allTextContents();
    const next = options.find(
      (label) => label !== 'Select a gateway' && !label.endsWith('(active)'),
    );
    if (!next) throw new Error(`No inactive secondary gateway among ${options.join(', ')}`);

    await secondary.getByLabel('Gateway').selectOption({ label: next });
    await secondary.getByRole('button', { name: 'Update Gateway' }).click();
    await admin.getByText(`${next} is now the active gateway for australia-evisa.org.`).waitFor();

    await admin.reload();
    await admin.getByTestId('active-gateway-1').filter({ hasText: next }).waitFor();
    await expect(admin.getByTestId('active-gateway-0').textContent()).resolves.toBe(primaryBefore);
  });
});

describe('Update Password', () => {
  it('sends the member to login, where only the new password works', async () => {
    const email = `paula.${RUN}@demo.test`;
    await addMemberThroughApi(`Paula ${RUN}`, email, 'paula-old-1', 'Team');
    const member = await newPage(browser);
    try {
      await signIn(member, email, 'paula-old-1');
      await member.goto('/admin/change-password');
      await member.getByLabel('New Password', { exact: true }).fill('paula-new-1');
      await member.getByRole('button', { name: 'Update Password' }).click();
      await member.getByText('Password updated successfully.', { exact: false }).waitFor();
      await member.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(new URL(member.url()).pathname).toBe('/');
      await expect(member.evaluate(() => localStorage.getItem('user'))).resolves.toBeNull();

      await member.getByLabel('Email ID').fill(email);
      await member.getByLabel('Password').fill('paula-old-1');
      await member.getByRole('button', { name: 'Sign In' }).click();
      await member.getByText('Invalid email or password.').waitFor();

      await signIn(member, email, 'paula-new-1');
      await member.getByText(`Welcome Paula ${RUN}`).waitFor();
    } finally {
      await member.context().close();
    }
  });
});

describe('Country Order Details', () => {
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString().slice(0, 10);

  async function expected(filter: ReportFilter): Promise<CountryRow[]> {
    const answer = await api<CountryRow[]>(admin, 'POST', '/admin/get-country-order-count', filter);
    return answer.body.data ?? [];
  }

  async function shownRows(page: Page): Promise<string[][]> {
    const rows = page.locator('.settings-table tbody tr');
    const count = await rows.count();
    const cells: string[][] = [];
    for (let index = 0; index < count; index++) {
      cells.push(await rows.nth(index).locator('td').allTextContents());
    }
    return cells;
  }

  it('filters by dates and searches nationality, as the API counts', async () => {
    const telecaller = await newPage(browser);
    try {
      await signIn(telecaller, DEMO_STAFF.Telecaller.email);
      await telecaller.goto('/admin/country-order-list');
      await telecaller.getByRole('heading', { name: 'Country Order Details', level: 1 }).waitFor();
      await telecaller.locator('.settings-table tbody tr td').first().waitFor();

      const range = { fromDate: day(90), toDate: day(30) };
      await telecaller.getByLabel('From', { exact: true }).fill(range.fromDate);
      await telecaller.getByLabel('To', { exact: true }).fill(range.toDate);
      const dated = telecaller.waitForResponse(
        (response) =>
          response.url().endsWith('/api/admin/get-country-order-count') &&
          response.request().postData()?.includes(range.fromDate) === true,
      );
      await telecaller.getByRole('button', { name: 'Submit' }).click();
      await dated;
      await telecaller.getByLabel('Rows').selectOption('All');
      const inRange = await expected(range);
      expect(inRange.length).toBeGreaterThan(0);
      await telecaller.getByText(`${inRange.length} rows`).waitFor();
      const shown = await shownRows(telecaller);
      expect(shown.map((row) => row[1])).toEqual(inRange.map((row) => row.nationality));
      expect(shown[0]?.[2]).toBe(inRange[0]?.count.toLocaleString('en-AU'));

      const search = (inRange[0]?.nationality ?? '').slice(0, 4).toUpperCase();
      const searched = telecaller.waitForResponse(
        (response) => response.request().postData()?.includes(`"search":"${search}"`) === true,
      );
      await telecaller.getByLabel('Search nationality').fill(search);
      await searched;
      const matching = await expected({ ...range, search });
      await telecaller.getByText(`${matching.length} rows`).waitFor();
      const shownMatching = await shownRows(telecaller);
      expect(shownMatching.map((row) => row[1])).toEqual(matching.map((row) => row.nationality));
      for (const row of shownMatching) {
        expect(row[1]?.toLowerCase()).toContain(search.toLowerCase());
      }

      await telecaller.getByLabel('Search nationality').fill('no such nationality');
      await telecaller.getByText('No records found').waitFor();
    } finally {
      await telecaller.context().close();
    }
  });
});

describe('Send Invoice', () => {
  it('mails a PDF invoice through the outbox and says so', async () => {
    await admin.goto('/admin/send-invoice');
    await admin.getByRole('button', { name: 'Send Invoice' }).click();
    await admin.getByText('Please enter your order id.').waitFor();

    await admin.getByLabel('Order ID').fill('100001');
    const sent = admin.waitForResponse((response) =>
      response.url().endsWith('/api/admin/send-invoice'),
    );
    await admin.getByRole('button', { name: 'Send Invoice' }).click();
    const answer = (await (await sent).json()) as ApiEnvelope<InvoiceMail>;
    expect(answer.status).toBe(1);
    expect(answer.data).toMatchObject({
      mailId: expect.any(Number),
      attachments: ['invoice-100001.pdf'],
      status: 'sent',
      channel: 'Outbox',
    });
    await admin.getByText(/^Kept in the local outbox for .* with invoice-100001\.pdf\.$/).waitFor();

    await admin.getByLabel('Order ID').fill('999999');
    await admin.getByRole('button', { name: 'Send Invoice' }).click();
    await admin.getByText('Order 999999 was not found.', { exact: false }).waitFor();
  });
});
