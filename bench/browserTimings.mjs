// Browser timings of the production build in headless Chromium (Debian's, never a
// downloaded one): pressing Sign In → the first New Orders rows visible, and clicking
// another sidebar queue → its rows visible. Each figure is the median of `runs` runs
// after one warm-up run that is not counted.
//
// Both spans are timed inside the page, from the click event's timestamp to the first
// animation frame that shows the new first row, so the driver's round trips to the
// browser are not counted.
// - Sign in: a fresh browser context per run, so the HTTP cache is cold and no session
//   is stored; the login page is loaded, and left to finish its idle-time downloads
//   (a person takes seconds to type), before Sign In is pressed.
// - Sidebar switch: one signed-in page, cache warm; each run clicks the next of four
//   queues whose orders never overlap, so the first row always changes.
//
// Alone: node bench/browserTimings.mjs --url http://127.0.0.1:8097 [--runs 10]
//        [--email admin@demo.test] [--password demo1234]
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIRST_ROW = '.ag-row[row-index="0"][row-id]';
/** Sidebar labels of queues with disjoint statuses (New, Pending, Completed, Priority Processing). */
const SWITCH_CYCLE = ['Pending Orders', 'Completed Orders', 'Priority Orders', 'New Orders'];
const TIMEOUT_MS = 30_000;

/** @typedef {{ median: number, all: number[] }} Timing */

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @param {number[]} all @returns {Timing} */
const timing = (all) => ({ median: median(all), all });

/**
 * Arms the page: remembers the next click's time and watches every animation frame for
 * a first grid row other than the one shown now.
 * @param {import('playwright-core').Page} page
 */
async function armTimer(page) {
  await page.evaluate((selector) => {
    const shownBefore = document.querySelector(selector)?.getAttribute('row-id') ?? null;
    const timer = { clickAt: /** @type {number | null} */ (null), rowsAt: null, rowId: null };
    Object.assign(window, { benchTimer: timer });
    document.addEventListener(
      'click',
      (event) => {
        timer.clickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const watch = () => {
      const row = document.querySelector(selector);
      const rowId = row?.getAttribute('row-id') ?? null;
      if (row && rowId !== shownBefore && row.getBoundingClientRect().height > 0) {
        Object.assign(timer, { rowsAt: performance.now(), rowId });
      } else {
        requestAnimationFrame(watch);
      }
    };
    requestAnimationFrame(watch);
  }, FIRST_ROW);
}

/**
 * Milliseconds from the armed click to the new rows.
 * @param {import('playwright-core').Page} page
 */
async function elapsed(page) {
  await page.waitForFunction(
    () => /** @type {{ benchTimer: { rowsAt: number | null } }} */ (window).benchTimer.rowsAt,
    null,
    { timeout: TIMEOUT_MS },
  );
  const { clickAt, rowsAt } = await page.evaluate(
    () => /** @type {{ benchTimer: { clickAt: number, rowsAt: number } }} */ (window).benchTimer,
  );
  return rowsAt - clickAt;
}

/**
 * One sign-in in a fresh context; returns the page, signed in and showing New Orders.
 * @param {import('playwright-core').Browser} browser
 * @param {{ baseUrl: string, email: string, password: string }} options
 */
async function signInOnce(browser, { baseUrl, email, password }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1360, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password').fill(password);
  await armTimer(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const ms = await elapsed(page);
  return { page, ms };
}

/**
 * @param {{ baseUrl: string, email: string, password: string, runs?: number }} options
 * @returns {Promise<{ signInToFirstRows: Timing, sidebarSwitch: Timing }>}
 */
export async function measureBrowserTimings({ baseUrl, email, password, runs = 10 }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    const signIns = [];
    let signedIn = null;
    for (let run = 0; run <= runs; run += 1) {
      if (signedIn) await signedIn.context().close();
      const { page, ms } = await signInOnce(browser, { baseUrl, email, password });
      signedIn = page;
      if (run > 0) signIns.push(ms);
    }
    if (!signedIn) throw new Error('runs must be at least 1');

    const switches = [];
    const menu = signedIn.getByRole('complementary', { name: 'Main menu' });
    for (let run = 0; run <= runs; run += 1) {
      const label = SWITCH_CYCLE[run % SWITCH_CYCLE.length];
      await armTimer(signedIn);
      await menu.getByRole('link', { name: new RegExp(`^${label}`) }).click();
      const ms = await elapsed(signedIn);
      if (run > 0) switches.push(ms);
    }
    return { signInToFirstRows: timing(signIns), sidebarSwitch: timing(switches) };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      email: { type: 'string', default: 'admin@demo.test' },
      password: { type: 'string', default: 'demo1234' },
      runs: { type: 'string', default: '10' },
    },
  });
  if (!values.url) throw new Error('--url http://127.0.0.1:PORT of a running portal is required');
  const result = await measureBrowserTimings({
    baseUrl: values.url,
    email: values.email,
    password: values.password,
    runs: Number(values.runs),
  });
  const line = (name, { median: value, all }) =>
    `${name.padEnd(36)} median ${value.toFixed(0).padStart(5)} ms  runs ${all.map((ms) => ms.toFixed(0)).join(' ')}`;
  process.stdout.write(`${line('Sign In → first New Orders rows', result.signInToFirstRows)}\n`);
  process.stdout.write(`${line('sidebar click → its rows', result.sidebarSwitch)}\n`);
  // Other work on the machine slows the browser most: say how busy it was.
  const [load] = loadavg();
  process.stdout.write(`load average ${load.toFixed(1)} on ${cpus().length} CPUs\n`);
}
