// How long a route waits before it shows its fallback when its remote is down, in headless
// Debian Chromium against a running production portal: the queues remote (staff, signed in
// first) and the customer remote, each pointed in turn at a host that accepts the connection
// and never answers (hung) and at an address where nothing listens (refused), through the
// portal's REMOTES_MANIFEST file (read again on every request). Timed from the page's opening
// to the audience's fallback on screen; the remote-load policy bounds it
// (web/src/remotes/boundedRemoteLoads.ts, docs/reliability.md, "Remote loads").
//
// Alone: node bench/remoteDown.mjs --url http://127.0.0.1:8097 --customer-url
//        http://127.0.0.1:8098 --remotes-manifest /path/of/the/servers/REMOTES_MANIFEST [--json]
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { pressSignIn } from './portalSession.mjs';
import { freePort } from '../scripts/freePorts.cjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Far past the policy's worst case: a route still waiting then is a finding, not a time. */
const GIVE_UP_MS = 90_000;

/** @returns {Promise<{ url: string, close(): void }>} a host that accepts and never answers */
async function hungHost() {
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {import('playwright-core').Locator} fallback
 * @returns {Promise<number | null>} ms from the page's opening to its fallback, null past GIVE_UP_MS
 */
async function timeToFallback(page, url, fallback) {
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await fallback.waitFor({ timeout: GIVE_UP_MS });
    return Date.now() - start;
  } catch {
    return null;
  }
}

/**
 * @param {{ baseUrl: string, customerUrl: string, remotesManifest: string }} options
 * @returns {Promise<Record<string, number | null>>} ms per remote and way of being down
 */
export async function measureRemoteDown({ baseUrl, customerUrl, remotesManifest }) {
  const hung = await hungHost();
  const refused = `http://127.0.0.1:${await freePort()}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  /** @type {Record<string, number | null>} */
  const result = {};
  const point = (/** @type {object} */ entries) =>
    writeFileSync(remotesManifest, JSON.stringify(entries));
  try {
    for (const [way, host] of [
      ['hung', hung.url],
      ['refused', refused],
    ]) {
      const staff = await browser.newPage();
      point({});
      await staff.goto(`${baseUrl}/`);
      await pressSignIn(staff);
      await staff.locator('.ag-row').first().waitFor({ timeout: GIVE_UP_MS });
      point({ queues: `${host}/mf-manifest.json` });
      result[`queues ${way}`] = await timeToFallback(
        staff,
        `${baseUrl}/admin/pending-order`,
        staff.getByRole('alert').filter({ hasText: 'Order queues is unavailable right now' }),
      );
      await staff.context().close();

      point({ customer: `${host}/mf-manifest.json` });
      const customer = await browser.newPage();
      result[`customer ${way}`] = await timeToFallback(
        customer,
        `${customerUrl}/track-order/200002`,
        customer.getByRole('heading', { name: 'This page is taking a break' }),
      );
      await customer.context().close();
    }
  } finally {
    point({});
    await browser.close();
    hung.close();
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'customer-url': { type: 'string' },
      'remotes-manifest': { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.url || !values['customer-url'] || !values['remotes-manifest']) {
    throw new Error('usage: --url URL --customer-url URL --remotes-manifest FILE [--json]');
  }
  const figures = await measureRemoteDown({
    baseUrl: values.url,
    customerUrl: values['customer-url'],
    remotesManifest: path.resolve(values['remotes-manifest']),
  });
  if (values.json) console.log(JSON.stringify(figures));
  else {
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}`,
    );
    for (const [label, ms] of Object.entries(figures)) {
      console.log(`${label}: ${ms === null ? `no fallback within ${GIVE_UP_MS} ms` : `${ms} ms`}`);
    }
  }
}
