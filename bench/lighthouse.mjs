// Lighthouse's four category scores (performance, accessibility, best practices, SEO) on the
// login page, a queue and an order page (desktop preset: staff work at office PCs) and the
// customer track page (mobile preset: a mid-range phone on slow 4G) of the production build, in Debian's Chromium (never a downloaded one). It starts the built server
// on a fresh data folder (the demo data), opens the login page signed out, then signs in as
// the demo admin through the login screen in the same browser and keeps that session
// (Lighthouse's storage reset is off), so the queue and the order page are audited as staff
// see them. Each failing audit of accessibility, best practices or SEO is listed under the
// scores.
//
// After `npm run build`: node bench/lighthouse.mjs [--json]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { pressSignIn } from './portalSession.mjs';
import { REPO_ROOT } from './paths.mjs';
import { freePorts } from '../scripts/freePorts.cjs';
import { SERVER_NODE_ARGS } from '../scripts/serverProcess.cjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const QUEUE_PATH = '/admin/completed-order';

/** The built server on a fresh data folder, on two free ports; resolves once it answers. */
async function startDemoPortal() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const [port, customerPort] = await freePorts(2);
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      CUSTOMER_PORT: String(customerPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answered = await fetch(`${base}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer ${base} in 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    customer: `http://127.0.0.1:${customerPort}`,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs in through the login screen in the browser Lighthouse drives, opens the queue and an
 * order from its first row, and returns that order's page address and id.
 * @param {number} port the DevTools port of the launched Chromium
 * @param {string} base
 */
async function signInAndFindOrder(port, base) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('the launched Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await pressSignIn(page);
    await page.waitForURL('**/admin');
    await page.goto(`${base}${QUEUE_PATH}`);
    const firstRow = page.getByRole('grid').getByRole('row').nth(1);
    const orderId = (await firstRow.getByRole('gridcell').nth(1).textContent())?.trim() ?? '';
    await firstRow.getByRole('link', { name: 'View' }).click();
    await page.waitForURL('**/admin/view-order/**');
    const orderUrl = page.url();
    await page.close();
    return { orderUrl, orderId };
  } finally {
    // Leaves the launched Chromium running: only playwright's connection ends.
    await browser.close();
  }
}

/** Lighthouse's presets: its default config is the mobile one. */
const PRESETS = { desktop: desktopConfig, mobile: undefined };

/**
 * @param {string} url
 * @param {number} port
 * @param {keyof typeof PRESETS} preset
 */
async function audit(url, port, preset) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    // A busy machine: the default 45 s for a page to load is not enough there.
    maxWaitForLoad: 120_000,
    onlyCategories: CATEGORIES,
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, PRESETS[preset]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  // A staff page that lost the session lands on the login page: its scores would be the login's.
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  );
  // Performance's audits are its metrics, in the table; the other categories pass or fail.
  // Unweighted audits are listed too: axe's empty-heading or landmark-one-main fail without
  // moving the score, and are still failures.
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .map(({ id }) => audits[id])
      .filter((found) => found && found.score !== null && found.score < 1)
      .map((found) => `${category} · ${found.id}: ${found.title}`),
  );
  const metrics = {
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
  return { scores, metrics, failing };
}

async function main() {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const portal = await startDemoPortal();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  // Lighthouse can reject a protocol timeout outside the promise it returned, which ends the
  // process at once: the server and Chromium are stopped on any exit, not in a finally.
  process.once('exit', () => {
    chrome.kill();
    portal.stop();
  });
  const pages = [{ name: 'login', url: `${portal.base}/`, preset: 'desktop' }];
  const login = await audit(pages[0].url, chrome.port, 'desktop');
  const { orderUrl, orderId } = await signInAndFindOrder(chrome.port, portal.base);
  pages.push(
    { name: 'queue (Completed Orders)', url: `${portal.base}${QUEUE_PATH}`, preset: 'desktop' },
    { name: 'order page', url: orderUrl, preset: 'desktop' },
    {
      name: 'customer track page',
      url: `${portal.customer}/track-order/${orderId}`,
      preset: 'mobile',
    },
  );
  const results = [login];
  for (const { url, preset } of pages.slice(1)) {
    results.push(await audit(url, chrome.port, preset));
  }
  const rows = pages.map((page, index) => ({ ...page, ...results[index] }));
  if (values.json) {
    console.log(JSON.stringify({ loadavg: loadavg(), rows }, null, 2));
    return;
  }
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    '| Page | Preset | Performance | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { name, preset, scores, metrics } of rows) {
    console.log(
      `| ${name} | ${preset} | ${CATEGORIES.map((id) => scores[id]).join(' | ')} | ` +
        `${metrics.fcpMs} | ${metrics.lcpMs} | ${metrics.tbtMs} | ${metrics.cls} |`,
    );
  }
  for (const { name, failing } of rows) {
    if (failing.length > 0) console.log(`\n${name}, audits below 1:\n  ${failing.join('\n  ')}`);
  }
}

await main();
// The server child keeps the process alive: exit, which stops it and Chromium.
process.exit(0);
