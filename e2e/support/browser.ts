import { chromium, type Browser, type Page } from 'playwright-core';
import { baseUrl, customerUrl } from './portalServer';

/** Debian's Chromium; playwright never downloads a browser here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless; `extraArgs` are added to its command line. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1360, height: 900 },
  });
  return context.newPage();
}

/** A page on the customer site (an origin of its own), by default the size of a phone. */
export async function newCustomerPage(
  browser: Browser,
  viewport = { width: 390, height: 844 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: customerUrl(), viewport });
  return context.newPage();
}

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_STAFF = {
  Admin: { email: 'admin@demo.test', name: 'Alice Admin' },
  Manager: { email: 'manager@demo.test', name: 'Mark Manager' },
  Telecaller: { email: 'telecaller@demo.test', name: 'Tina Telecaller' },
  Team: { email: 'team@demo.test', name: 'Tom Team' },
  'Night Staff': { email: 'nightstaff@demo.test', name: 'Nina Night' },
} as const;

/** Signs in through the login screen as a person would, and waits for New Orders. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin');
}

/**
 * Holds the customer remote's files until the answered function is called, so the page stays
 * as the server drew it (a plain form) for as long as a test needs.
 */
export async function holdCustomerScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/customer/**', async (route) => {
    await released;
    // The page may have moved on (or closed) while the file was held.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Waits until React has taken over the server-drawn customer page (its form holds React's
 * fiber): before that the track form is a plain post the customer site answers, not the
 * scripted form a test means to use (docs/architecture.md, "Customer pages").
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector('form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  });
}
