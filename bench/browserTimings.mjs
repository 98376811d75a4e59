// Browser timings of the production build as a user meets it, in headless Debian Chromium
// (never a downloaded one): each first screen timed cold (a fresh browser context: empty
// HTTP cache, no session) and warm (the same context's second visit), on loopback and under
// a throttled connection set through the DevTools protocol. Beside each time, what it took
// on the wire: requests, bytes (compressed, headers included, as Chromium's
// Network.loadingFinished counts them; cache hits cost 0), script bytes, and the depth of
// the request chain (how many requests ran one after another, each started only after an
// earlier one of the span had finished).
//
// One run is a chain of spans in one page, each timed inside the page (no driver round trip
// counted): the login page opened → Sign In usable; Sign In pressed → first New Orders rows;
// a sidebar queue clicked → its rows; an order's View clicked → its details; then, in its
// own page, the customer track page opened → TRACK ORDER usable. Each figure is the median
// of `runs` runs after one warm-up run.
//
// Alone: node bench/browserTimings.mjs --url http://127.0.0.1:8097 --customer-url
//        http://127.0.0.1:8098 [--runs 10] [--conditions loopback,throttled] [--json]
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { positiveOption } from './options.mjs';
import { median } from './pageVitals.mjs';
import { browserTable } from './report.mjs';
import { FIGURES } from './targets.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 60_000;
/** A customer address whose page shows the track form (the order need not exist). */
const CUSTOMER_TRACK_PATH = '/track-order/MjAwMDAy';

/** The network a user meets: 10 Mbit/s down, 5 Mbit/s up, 40 ms round trip. */
export const NETWORKS = {
  loopback: null,
  throttled: {
    offline: false,
    latency: 40,
    downloadThroughput: (10 * 1000 * 1000) / 8,
    uploadThroughput: (5 * 1000 * 1000) / 8,
  },
};

/**
 * @typedef {{ ms: number, requests: number, bytes: number, scriptBytes: number, depth: number }} Span
 * @typedef {Record<keyof typeof FIGURES, Span>} RunFigures
 * @typedef {{ url: string, type: string, start: number, sentAt: number, end: number | null, bytes: number }} Request
 */

/**
 * What a page's requests cost, from Chromium's own network events.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 * @param {object | null} network conditions to emulate, or null for none
 */
async function recordNetwork(context, page, network) {
  const session = await context.newCDPSession(page);
  /** @type {Map<string, Request>} */
  const byId = new Map();
  /** @type {Request[]} */
  const requests = [];
  session.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    const request = {
      url: event.request.url,
      type: event.type ?? 'Other',
      start: event.timestamp,
      // Wall clock, in ms: what a span's end, timed in the page, is compared with.
      sentAt: event.wallTime * 1000,
      end: null,
      bytes: 0,
    };
    byId.set(event.requestId, request);
    requests.push(request);
  });
  session.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.type = event.type;
  });
  session.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) Object.assign(request, { end: event.timestamp, bytes: event.encodedDataLength });
  });
  session.on('Network.loadingFailed', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  await session.send('Network.enable');
  if (network) await session.send('Network.emulateNetworkConditions', network);
  return {
    /**
     * Starts a span: its requests are those sent from now on, and, given the wall-clock time
     * the span ended, none sent after it (what the page fetched in idle time once it showed
     * what the span waits for belongs to the next span).
     */
    begin() {
      const first = requests.length;
      return (/** @type {number} */ endedAt = Infinity) => {
        const done = requests
          .slice(first)
          .filter((request) => request.end !== null && request.sentAt <= endedAt);
        return trafficOf(done);
      };
    },
  };
}

/**
 * @param {Request[]} requests the finished requests of a span
 * @returns {Omit<Span, 'ms'>}
 */
export function trafficOf(requests) {
  // The browser asks for the page's icon on every route change, waiting on nothing: it would
  // lengthen the chain without being part of it.
  const chain = requests.filter((request) => request.type !== 'Other');
  /** @type {number[]} */
  const depths = [];
  chain.forEach((request, index) => {
    const before = chain
      .slice(0, index)
      .filter((earlier) => earlier.end !== null && earlier.end <= request.start);
    depths.push(1 + Math.max(0, ...before.map((earlier) => depths[chain.indexOf(earlier)])));
  });
  return {
    requests: requests.length,
    bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
    scriptBytes: requests
      .filter((request) => request.type === 'Script')
      .reduce((sum, request) => sum + request.bytes, 0),
    depth: Math.max(0, ...depths),
  };
}

/**
 * In the page: remembers when the span starts (the next click, or the navigation) and
 * watches every animation frame for what ends it.
 * @param {{ kind: 'rows' | 'heading' | 'button', text?: string, onClick: boolean }} spec
 */
function watchInPage(spec) {
  const FIRST_ROW = '.ag-row[row-index="0"][row-id]';
  const firstRowId = () => document.querySelector(FIRST_ROW)?.getAttribute('row-id') ?? null;
  const shownBefore = spec.kind === 'rows' ? firstRowId() : null;
  const timer = { startAt: spec.onClick ? null : 0, doneAt: null, doneAtWall: null };
  Object.assign(window, { benchTimer: timer });
  if (spec.onClick) {
    document.addEventListener(
      'click',
      (event) => {
        timer.startAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
  }
  const done = () => {
    if (spec.kind === 'rows') {
      const row = document.querySelector(FIRST_ROW);
      return !!row && firstRowId() !== shownBefore && row.getBoundingClientRect().height > 0;
    }
    const selector = spec.kind === 'heading' ? 'h1' : 'button';
    return [...document.querySelectorAll(selector)].some(
      (element) =>
        element.textContent?.trim().startsWith(spec.text ?? '') &&
        !(/** @type {HTMLButtonElement} */ (element).disabled),
    );
  };
  const watch = () => {
    if (done()) {
      timer.doneAt = performance.now();
      timer.doneAtWall = performance.timeOrigin + timer.doneAt;
    } else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/**
 * How long the span took, and when it ended by the wall clock.
 * @param {import('playwright-core').Page} page
 */
async function spanTimes(page) {
  await page.waitForFunction(() => window.benchTimer?.doneAt != null, null, {
    timeout: TIMEOUT_MS,
  });
  const { startAt, doneAt, doneAtWall } = await page.evaluate(() => window.benchTimer);
  return { ms: doneAt - startAt, endedAt: doneAtWall };
}

/**
 * Opens a page and times it until what its context's watcher waits for shows; its traffic
 * is counted once the page is idle, so what it loads in idle time (the landing screen the
 * login page fetches while the member types) counts too.
 * @param {import('playwright-core').Page} page
 * @param {Awaited<ReturnType<typeof recordNetwork>>} network
 * @param {string} url
 * @returns {Promise<Span>}
 */
async function openTimed(page, network, url) {
  const end = network.begin();
  await page.goto(url, { waitUntil: 'commit' });
  const { ms } = await spanTimes(page);
  await page.waitForLoadState('networkidle');
  return { ms, ...end() };
}

/**
 * Clicks and times until `spec` shows; its traffic is what was sent until then.
 * @param {import('playwright-core').Page} page
 * @param {Awaited<ReturnType<typeof recordNetwork>>} network
 * @param {import('playwright-core').Locator} target
 * @param {{ kind: 'rows' | 'heading', text?: string }} spec
 * @returns {Promise<Span>}
 */
async function clickTimed(page, network, target, spec) {
  await page.evaluate(watchInPage, { ...spec, onClick: true });
  const end = network.begin();
  await target.click();
  const { ms, endedAt } = await spanTimes(page);
  return { ms, ...end(endedAt) };
}

/**
 * The staff spans of one visit, from the login page to an order.
 * @param {import('playwright-core').Page} page
 * @param {Awaited<ReturnType<typeof recordNetwork>>} network
 * @param {{ baseUrl: string, email: string, password: string }} options
 */
async function staffVisit(page, network, { baseUrl, email, password }) {
  const loginPage = await openTimed(page, network, `${baseUrl}/`);
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password').fill(password);
  const signIn = await clickTimed(page, network, page.getByRole('button', { name: 'Sign In' }), {
    kind: 'rows',
  });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const sidebarSwitch = await clickTimed(
    page,
    network,
    menu.getByRole('link', { name: /^Pending Orders/ }),
    { kind: 'rows' },
  );
  const openOrder = await clickTimed(
    page,
    network,
    page.getByRole('link', { name: 'View' }).first(),
    { kind: 'heading', text: 'Order Details' },
  );
  return { loginPage, signIn, sidebarSwitch, openOrder };
}

/**
 * One run on one network: every span cold, then every span again warm.
 * @param {import('playwright-core').Browser} browser
 * @param {object | null} conditions
 * @param {{ baseUrl: string, customerUrl: string, email: string, password: string }} options
 * @returns {Promise<{ cold: RunFigures, warm: RunFigures }>}
 */
async function oneRun(browser, conditions, options) {
  const staff = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const staffPage = await staff.newPage();
    const staffNetwork = await recordNetwork(staff, staffPage, conditions);
    const customerPage = await customer.newPage();
    const customerNetwork = await recordNetwork(customer, customerPage, conditions);
    const customerUrl = `${options.customerUrl}${CUSTOMER_TRACK_PATH}`;
    // Every document a context opens is watched from its first frame.
    await staff.addInitScript(watchInPage, { kind: 'button', text: 'Sign In', onClick: false });
    await customer.addInitScript(watchInPage, {
      kind: 'button',
      text: 'TRACK ORDER',
      onClick: false,
    });

    const cold = {
      ...(await staffVisit(staffPage, staffNetwork, options)),
      customerPage: await openTimed(customerPage, customerNetwork, customerUrl),
    };
    // The second visit: signed out, the HTTP cache kept.
    await staffPage.evaluate(() => localStorage.clear());
    const warm = {
      ...(await staffVisit(staffPage, staffNetwork, options)),
      customerPage: await openTimed(customerPage, customerNetwork, customerUrl),
    };
    return { cold, warm };
  } finally {
    await staff.close();
    await customer.close();
  }
}

/**
 * The runs' figures as one, field by field: each the median of the runs, but the chain's
 * depth the shortest run's.
 * @param {RunFigures[]} runs
 * @returns {RunFigures}
 */
function overRuns(runs) {
  /** @type {Record<string, Span>} */
  const result = {};
  for (const figure of Object.keys(FIGURES)) {
    const spans = runs.map((run) => run[/** @type {keyof RunFigures} */ (figure)]);
    result[figure] = {
      ms: median(spans.map((span) => span.ms)),
      requests: median(spans.map((span) => span.requests)),
      bytes: median(spans.map((span) => span.bytes)),
      scriptBytes: median(spans.map((span) => span.scriptBytes)),
      // Under CPU load a run's script can send a request just after an unrelated one has
      // finished, which reads as one more round trip; load only adds such rounds and never
      // removes a real one (a request sent only once another is done), so the shortest run's
      // chain is the page's.
      depth: Math.min(...spans.map((span) => span.depth)),
    };
  }
  return /** @type {RunFigures} */ (result);
}

/**
 * @typedef {Record<string, { cold: RunFigures, warm: RunFigures }>} BrowserTimings by network
 * @param {{ baseUrl: string, customerUrl: string, email: string, password: string,
 *   runs?: number, networks?: Array<keyof typeof NETWORKS> }} options
 * @returns {Promise<BrowserTimings>}
 */
export async function measureBrowserTimings({ runs = 10, networks, ...options }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    /** @type {BrowserTimings} */
    const result = {};
    for (const name of networks ?? Object.keys(NETWORKS)) {
      const conditions = NETWORKS[/** @type {keyof typeof NETWORKS} */ (name)];
      const done = [];
      for (let run = 0; run <= runs; run += 1) {
        const figures = await oneRun(browser, conditions, options);
        if (run > 0) done.push(figures);
      }
      result[name] = {
        cold: overRuns(done.map((run) => run.cold)),
        warm: overRuns(done.map((run) => run.warm)),
      };
    }
    return result;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'customer-url': { type: 'string' },
      email: { type: 'string', default: 'admin@demo.test' },
      password: { type: 'string', default: 'demo1234' },
      runs: { type: 'string', default: '10' },
      conditions: { type: 'string', default: Object.keys(NETWORKS).join(',') },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.url || !values['customer-url']) {
    throw new Error('--url and --customer-url of a running portal are required');
  }
  const result = await measureBrowserTimings({
    baseUrl: values.url,
    customerUrl: values['customer-url'],
    email: values.email,
    password: values.password,
    runs: positiveOption('runs', values.runs, { whole: true }),
    networks: /** @type {Array<keyof typeof NETWORKS>} */ (values.conditions.split(',')),
  });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    process.stdout.write(`${browserTable(result)}\n`);
    // Other work on the machine slows the browser most: say how busy it was.
    const [load] = loadavg();
    process.stdout.write(`load average ${load.toFixed(1)} on ${cpus().length} CPUs\n`);
  }
}
