// What a page costs the main thread as Lighthouse counts it, read in the page by
// PerformanceObserver: First Contentful Paint, Largest Contentful Paint, every long task
// (over 50 ms), and from them Total Blocking Time (the part over 50 ms of each task after the
// first paint) and the longest task. Shared by the profiles that emulate a slower device
// (bench/mobileProfile.mjs, bench/busyPcProfile.mjs).
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How long a page must go without a long task to count as settled. */
export const QUIET_MS = 1000;

/** Watches paints and long tasks from the page's first moment (an init script). */
export function watchPaints() {
  const seen = { fcp: null, lcp: null, tasks: [] };
  Object.defineProperty(window, '__pageVitals', { value: seen });
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
 * In the page: it has painted, the button named `buttonText` (if any) is usable (React holds
 * it), and no long task has ended for `quietMs`.
 * @param {{ quietMs: number, buttonText: string | null }} options
 */
export function settled({ quietMs, buttonText }) {
  const seen = window.__pageVitals;
  if (seen.lcp === null) return false;
  if (buttonText !== null) {
    const button = [...document.querySelectorAll('button')].find(
      (element) => element.textContent?.trim() === buttonText,
    );
    const usable = button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    if (!usable) return false;
  }
  const lastEnd = Math.max(0, ...seen.tasks.map((task) => task.start + task.duration));
  return performance.now() - lastEnd >= quietMs;
}

/**
 * The blocking time and longest task of the long tasks that started at or after `from` (ms
 * on the page's clock).
 * @param {Array<{ start: number, duration: number }>} tasks
 * @param {number} from
 */
export function blocking(tasks, from) {
  const after = tasks.filter((task) => task.start >= from);
  return {
    tbt: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longestTask: Math.max(0, ...after.map((task) => task.duration)),
  };
}

/**
 * Opens `url` in `page` and waits until it has settled: its paints, blocking time and
 * longest task.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {string | null} buttonText the button that must be usable, or null for none
 * @param {number} timeout
 */
export async function visit(page, url, buttonText, timeout) {
  await page.goto(url, { waitUntil: 'commit', timeout });
  await page.waitForFunction(settled, { quietMs: QUIET_MS, buttonText }, { timeout });
  const seen = await page.evaluate(() => window.__pageVitals);
  return { fcp: seen.fcp, lcp: seen.lcp, ...blocking(seen.tasks, seen.fcp) };
}

/**
 * Sets a page's device: the network conditions and how much slower its CPU is.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 * @param {{ cpuSlowdown: number, network: object }} profile
 */
export async function emulate(context, page, profile) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', profile.network);
  await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** Headless Debian Chromium, never a downloaded one. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/**
 * A cold visit of `url` (a fresh context) and a warm one (the same context's second visit),
 * on `profile`'s device; each waits for `buttonText` to be usable, if given.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ profile: { cpuSlowdown: number, network: object },
 *   context: import('playwright-core').BrowserContextOptions, buttonText: string | null,
 *   timeout: number }} options
 */
export async function coldAndWarm(
  browser,
  url,
  { profile, context: contextOptions, buttonText, timeout },
) {
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(watchPaints);
  try {
    const page = await context.newPage();
    await emulate(context, page, profile);
    const cold = await visit(page, url, buttonText, timeout);
    const warm = await visit(page, url, buttonText, timeout);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of each named figure over the runs, per kind of visit, rounded to the ms.
 * @param {Array<Record<string, Record<string, number>>>} runs
 * @param {string[]} visits
 * @param {string[]} names
 */
export function medians(runs, visits, names) {
  /** @type {Record<string, Record<string, number>>} */
  const figures = {};
  for (const visitKind of visits) {
    figures[visitKind] = {};
    for (const name of names) {
      figures[visitKind][name] = Math.round(median(runs.map((run) => run[visitKind][name])));
    }
  }
  return figures;
}
