import type { Browser, Page } from 'playwright-core';
import type { FolderCounts } from '@portal/shared/entities/folders';
import type { Role } from '@portal/shared/entities/staff';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { DEMO_STAFF, launchBrowser, newPage, signIn, waitForHydration } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function countsFromApi(page: Page): Promise<FolderCounts> {
  return page.evaluate(async () => {
    const token =
      (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken?: string }).accessToken ??
      '';
    const response = await fetch('/api/admin/get-folder-count', {
      headers: { Authorization: token },
    });
    return ((await response.json()) as { data: FolderCounts }).data;
  });
}

const MANAGER_ONLY_LINKS = ['Manage Team', 'Order Processed', 'Gateway Setting'];

describe.each(Object.keys(DEMO_STAFF) as Role[])('signed in as %s', (role) => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
    await signIn(page, DEMO_STAFF[role].email);
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('greets the staff member by name', async () => {
    await page.getByText(`Welcome ${DEMO_STAFF[role].name}`).waitFor();
  });

  it('shows the live count of every folder as the API computes it', async () => {
    const counts = await countsFromApi(page);
    await page
      .locator('[data-count-key="newOrdersCount"]')
      .first()
      .filter({ hasText: /\d/ })
      .waitFor();
    for (const [key, value] of Object.entries(counts)) {
      const badges = page.locator(`[data-count-key="${key}"]`);
      const shown = await badges.allTextContents();
      const expected = (value as number).toLocaleString('en-AU');
      const hidden = key === 'allOrdersCount' && role === 'Telecaller';
      if (hidden) expect(shown).toEqual([]);
      else for (const text of shown) expect(text).toBe(expected);
    }
    expect(counts.myOrdersCount).toBeGreaterThan(0);
  });

  it('shows the menu of its role', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const managerLinksVisible = role === 'Admin' || role === 'Manager';
    for (const label of MANAGER_ONLY_LINKS) {
      await expect(menu.getByRole('link', { name: label, exact: true }).count()).resolves.toBe(
        managerLinksVisible ? 1 : 0,
      );
    }
    await expect(menu.getByRole('link', { name: /^Order History/ }).count()).resolves.toBe(
      role === 'Telecaller' ? 0 : 1,
    );
    for (const label of ['Change Password', 'Awaiting Customer', 'Country Order List']) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${label}`) }).count()).resolves.toBe(
        1,
      );
    }
  });
});

describe('the portal as one app of four remotes', () => {
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser);
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('refuses a wrong password with the server message', async () => {
    await page.goto('/');
    await page.getByLabel('Email ID').fill(DEMO_STAFF.Admin.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('describes the login page to a search engine in one sentence', async () => {
    await page.goto('/');
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(
      /^The eVisitor back office: staff sign in here/,
    );
  });

  it('signs in to New Orders and its counts without formatting through Intl', async () => {
    // A tab's first Intl format loads ICU's locale data, 45–90 ms on the main thread
    // (docs/benchmarks.md, 'Counts without Intl'): the first screens write numbers themselves.
    // Collation is not watched: ag-grid sorts its module names with localeCompare.
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { intlCalls: calls });
      const watched = <T extends object>(target: T, name: string): T =>
        new Proxy(target, {
          apply(fn, self, args) {
            calls.push(name);
            return Reflect.apply(fn as (...a: unknown[]) => unknown, self, args);
          },
          construct(fn, args, newTarget) {
            calls.push(name);
            return Reflect.construct(fn as new (...a: unknown[]) => object, args, newTarget);
          },
        });
      const watch = (owner: string, methods: Record<string, object>, names: RegExp) => {
        for (const name of Object.getOwnPropertyNames(methods)) {
          if (names.test(name) && typeof methods[name] === 'function') {
            methods[name] = watched(methods[name], `${owner}.${name}`);
          }
        }
      };
      watch('Intl', Intl as unknown as Record<string, object>, /^(?!Collator$)/);
      watch('Number', Number.prototype as unknown as Record<string, object>, /^toLocale/);
      watch('Date', Date.prototype as unknown as Record<string, object>, /^toLocale/);
    });
    await signIn(page, DEMO_STAFF.Admin.email);
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    await page
      .locator('[data-count-key="newOrdersCount"]')
      .first()
      .filter({ hasText: /\d/ })
      .waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls),
    ).resolves.toEqual([]);
  });

  it('sends its calls without waiting on the browser cookie store', async () => {
    // The session is a token in a header, so no call reads a cookie; a call that waited for
    // the cookie store's answer went out only when the page had drawn what it was drawing
    // (docs/benchmarks.md, 'Calls sent at once'). A store that never answers holds such a call
    // for good.
    await page.addInitScript(() => {
      const store = (window as unknown as { cookieStore?: { get: unknown } }).cookieStore;
      if (store) store.get = () => new Promise(() => undefined);
    });
    await signIn(page, DEMO_STAFF.Admin.email);
    await expect(page.evaluate(() => 'cookieStore' in window)).resolves.toBe(true);
    await page.locator('[data-folder="newOrder"] .ag-row').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Pending Orders/ })
      .click();
    await page.locator('[data-folder="pendingorder"] .ag-row').first().waitFor();
  });

  it('loads collation before ag-grid makes the New Orders grid, apart from its sort', async () => {
    // ag-grid sorts its module names with localeCompare as it makes a grid; a tab's first
    // localeCompare loads ICU's collation (docs/benchmarks.md, 'Collation before the grid').
    // Calls are grouped by microtask checkpoint: a run of synchronous calls, such as a sort,
    // is one group. The first group must be one call of its own, not ag-grid's sort.
    await page.addInitScript(() => {
      const groups: number[] = [];
      Object.assign(window, { collationGroups: groups });
      const localeCompare = String.prototype.localeCompare;
      let open = false;
      String.prototype.localeCompare = function (this: string, ...args) {
        if (!open) {
          open = true;
          groups.push(0);
          queueMicrotask(() => {
            open = false;
          });
        }
        groups.push((groups.pop() ?? 0) + 1);
        return Reflect.apply(localeCompare, this, args);
      } as typeof localeCompare;
    });
    await signIn(page, DEMO_STAFF.Admin.email);
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    const groups = await page.evaluate(
      () => (window as unknown as { collationGroups: number[] }).collationGroups,
    );
    expect(groups[0]).toBe(1);
    expect(groups[1]).toBeGreaterThan(1);
  });

  it("registers each app's shared modules a few times, not once per module it loads", async () => {
    // The federation runtime's own hook, through a global plugin set before it starts
    // (webpack/initializeSharingOnce.mjs; docs/benchmarks.md, 'Share scope initialised once').
    // An app's shared modules are registered when its container starts, when a host
    // initialises it, and at its first load: three times at most.
    await page.addInitScript(() => {
      const registrations: Record<string, number> = {};
      Object.assign(window, {
        shareRegistrations: registrations,
        __FEDERATION__: {
          __GLOBAL_PLUGIN__: [
            {
              name: 'count-share-registrations',
              afterRegisterShare(args: { origin: { name: string }; pkgName: string }) {
                const key = `${args.origin.name} ${args.pkgName}`;
                registrations[key] = (registrations[key] ?? 0) + 1;
                return args;
              },
            },
          ],
        },
      });
    });
    await signIn(page, DEMO_STAFF.Admin.email);
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    const registrations = await page.evaluate(
      () =>
        (window as unknown as { shareRegistrations: Record<string, number> }).shareRegistrations,
    );
    // Once the first rows show, the order page's remote may start in idle time: it is held
    // to the same rule, but its arrival is not waited for.
    const apps = new Set(Object.keys(registrations).map((key) => key.split(' ')[0]));
    expect([...apps]).toEqual(expect.arrayContaining(['shell', 'queues']));
    expect(Object.entries(registrations).filter(([, times]) => times > 3)).toEqual([]);
  });

  it('shows the validation messages of the login form', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email Address is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email ID').fill('not-an-email');
    await page.getByLabel('Password').focus();
    await page.getByText('Invalid email address').waitFor();
  });

  it('loads a screen of every remote at run time', async () => {
    const remoteEntries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/')) remoteEntries.push(new URL(request.url()).pathname);
    });
    await signIn(page, DEMO_STAFF.Admin.email);
    await page.getByRole('heading', { name: 'New Orders', level: 1 }).waitFor();

    await page.goto(`/admin/view-order/${encodeId(100001)}`);
    await page.getByRole('heading', { name: /Order Details/, level: 1 }).waitFor();

    await page.goto('/admin/change-password');
    await page.getByRole('heading', { name: 'Update Password', level: 1 }).waitFor();

    // The server draws this page: it is the remote's screen once the page is taken over.
    await page.goto('/track-order/100001');
    await page.getByRole('heading', { name: 'Download your Evisitor form', level: 1 }).waitFor();
    await waitForHydration(page);

    for (const remote of ['queues', 'orderDetail', 'adminSettings', 'customer']) {
      expect(remoteEntries).toContain(`/remotes/${remote}/remoteEntry.js`);
    }
  });

  it('logs out to the login screen and forgets the session', async () => {
    await signIn(page, DEMO_STAFF.Manager.email);
    await page.getByRole('button', { name: 'Manager account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.evaluate(() => localStorage.getItem('user'))).resolves.toBeNull();
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('survives a remote that is down and loads it on Retry once it is back', async () => {
    let queuesDown = true;
    await page.route('**/remotes/queues/**', (route) =>
      queuesDown ? route.abort() : route.continue(),
    );
    await signIn(page, DEMO_STAFF.Admin.email);
    await page.getByText('Order queues is unavailable right now').waitFor();
    await expect(page.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);

    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Update Password', level: 1 }).waitFor();
    await expect(page.getByText('Welcome Alice Admin').isVisible()).resolves.toBe(true);

    await page
      .getByRole('link', { name: /^New Orders/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    queuesDown = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'New Orders', level: 1 }).waitFor();
  });
});
