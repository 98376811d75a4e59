// The customer track page on a customer's phone, as Lighthouse's mobile preset models one:
// headless Debian Chromium at 390×844 with, through the DevTools protocol, a 4× slower CPU and
// a 1.6 Mbit/s down, 750 kbit/s up, 150 ms round-trip connection. Reports the page's First
// Contentful Paint, Largest Contentful Paint, Total Blocking Time (the part over 50 ms of
// every task after the first paint, until the form is usable and the page has been quiet for
// a second) and its longest task, cold (a fresh browser context) and warm (the same context's
// second visit); each the median of `runs` runs after one warm-up run.
//
// Beside it, the same run's baseline: a static page from the same server (/remotes.json, which
// the browser draws as text), with the same profile. On this shared, noisy machine the
// baseline says how much of a figure the machine and the link took.
//
// node bench/mobileProfile.mjs --customer-url http://127.0.0.1:8098 [--runs 5] [--json]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 120_000;
/** The track form's page (the order need not exist). */
const TRACK_PATH = '/track-order';
/** A static page the customer site serves: the baseline. */
const BASELINE_PATH = '/remotes.json';
/** How long the page must go without a long task once its form is usable. */
const QUIET_MS = 1000;

/** Lighthouse's mobile preset: slow 4G and a 4× slower CPU. */
export const MOBILE_PROFILE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  },
};

/** Targets of the track page on the mobile profile, in ms. */
export const MOBILE_TARGETS = { lcp: 1500, tbt: 150 };

/** Watches paints and long tasks from the page's first moment (an init script). */
function watchPaints() {
  const seen = { fcp: null, lcp: null, tasks: [] };
  Object.defineProperty(window, '__mobileProfile', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The page has painted, its TRACK ORDER button is usable (React holds it) when it is the track
 * page, and no long task has ended for QUIET_MS.
 */
function settled({ quietMs, trackPage }) {
  const seen = window.__mobileProfile;
  if (seen.lcp === null) return false;
  const button = [...document.querySelectorAll('button')].find(
    (element) => element.textContent?.trim() === 'TRACK ORDER',
  );
  const usable = button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  if (trackPage && !usable) return false;
  const lastEnd = Math.max(0, ...seen.tasks.map((task) => task.start + task.duration));
  return performance.now() - lastEnd >= quietMs;
}

/**
 * One visit in `page`, throttled.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {boolean} trackPage whether it is the track page, which settles once usable
 */
async function visit(page, url, trackPage) {
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  await page.waitForFunction(settled, { quietMs: QUIET_MS, trackPage }, { timeout: TIMEOUT_MS });
  const seen = await page.evaluate(() => window.__mobileProfile);
  const afterPaint = seen.tasks.filter((task) => task.start >= seen.fcp);
  return {
    fcp: seen.fcp,
    lcp: seen.lcp,
    tbt: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longestTask: Math.max(0, ...seen.tasks.map((task) => task.duration)),
  };
}

/**
 * A cold and a warm visit in a fresh context on the mobile profile.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {boolean} trackPage
 */
async function coldAndWarm(browser, url, trackPage) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(watchPaints);
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', MOBILE_PROFILE.network);
    await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
    const cold = await visit(page, url, trackPage);
    const warm = await visit(page, url, trackPage);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the runs. */
function medians(runs) {
  const figures = {};
  for (const visitKind of ['cold', 'warm']) {
    figures[visitKind] = {};
    for (const name of ['fcp', 'lcp', 'tbt', 'longestTask']) {
      figures[visitKind][name] = Math.round(median(runs.map((run) => run[visitKind][name])));
    }
  }
  return figures;
}

/**
 * The track page and its baseline on the mobile profile, `runs` runs each after a warm-up,
 * alternated so that both meet the same moments of the machine's load.
 * @param {{ customerUrl: string, runs: number }} options
 */
export async function measureMobileProfile({ customerUrl, runs }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = [];
  const baseline = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      const pageRun = await coldAndWarm(browser, `${customerUrl}${TRACK_PATH}`, true);
      const baselineRun = await coldAndWarm(browser, `${customerUrl}${BASELINE_PATH}`, false);
      if (run === 0) continue;
      page.push(pageRun);
      baseline.push(baselineRun);
    }
  } finally {
    await browser.close();
  }
  return {
    page: medians(page),
    baseline: medians(baseline),
    runs,
    load: loadavg().map((value) => value.toFixed(2)),
    cpus: cpus().length,
  };
}

/** The figures as a markdown table. */
export function mobileTable({ page, baseline, runs, load, cpus: cores }) {
  const rows = ['cold', 'warm'].map((visitKind) => {
    const cells = ['fcp', 'lcp', 'tbt', 'longestTask'].map(
      (name) => `${page[visitKind][name]} (${baseline[visitKind][name]})`,
    );
    return `| ${visitKind} | ${cells.join(' | ')} |`;
  });
  return [
    `Median of ${runs} runs, ms; in brackets the same run's baseline (${BASELINE_PATH} from the same server). Load average ${load.join(' ')} on ${cores} cores.`,
    '',
    '| visit | FCP | LCP | TBT | longest task |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'customer-url': { type: 'string' },
      runs: { type: 'string', default: '5' },
      json: { type: 'boolean' },
    },
  });
  if (!values['customer-url']) throw new Error('--customer-url of a running portal is required');
  const figures = await measureMobileProfile({
    customerUrl: values['customer-url'],
    runs: Number(values.runs),
  });
  process.stdout.write(values.json ? `${JSON.stringify(figures)}\n` : `${mobileTable(figures)}\n`);
  const { lcp, tbt } = figures.page.cold;
  process.stdout.write(
    `Targets: LCP < ${MOBILE_TARGETS.lcp} ms (${lcp < MOBILE_TARGETS.lcp ? 'met' : 'missed'}), ` +
      `TBT < ${MOBILE_TARGETS.tbt} ms (${tbt < MOBILE_TARGETS.tbt ? 'met' : 'missed'}), cold.\n`,
  );
}
