// Switching back to a queue already loaded, as a member goes back and forth between two or
// three queues all day: the time from the sidebar click to the first frame in which the
// queue's rows are drawn whole (opaque, none of the queue before left on screen). The
// browser timings measure a queue's first visit; here the client already holds the page,
// so what is left is the screen's and the grid's own work. `--against` measures a second
// build served beside it, the two taking turns, for a before and after in one run
// (docs/benchmarks.md, "Switching back to a queue").
// node bench/queueSwitches.mjs --url http://127.0.0.1:PORT [--against http://127.0.0.1:PORT2]
//   [--rounds 6]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { percentile } from './measure.mjs';
import { positiveOption } from './options.mjs';
import { median } from './pageVitals.mjs';
import { pressSignIn } from './portalSession.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUEUES = [/^Pending Orders/, /^Completed Orders/, /^Priority Orders/, /^New Orders/];
/** A member looks at a queue before leaving it: long enough for its counts to come back. */
const SETTLE_MS = 500;
/** Each queue is visited once before the timed switches, so each switch is back to one. */
const TIMED_LAPS = 2;

/** In the page: starts the clock at the next click, stops it at the first frame of whole new rows. */
function watchNextSwitch() {
  const before = new Set(
    [...document.querySelectorAll('.ag-row[row-id]')].map((row) => row.getAttribute('row-id')),
  );
  const timer = { start: 0, end: /** @type {number | null} */ (null) };
  Object.assign(window, { queueSwitch: timer });
  const wholeNewRows = () => {
    const rows = [...document.querySelectorAll('.ag-row[row-id]')];
    return (
      rows.length > 0 &&
      rows.every(
        (row) => !before.has(row.getAttribute('row-id')) && getComputedStyle(row).opacity === '1',
      )
    );
  };
  const look = () => {
    if (wholeNewRows()) timer.end = performance.now();
    else requestAnimationFrame(look);
  };
  document.addEventListener(
    'click',
    () => {
      timer.start = performance.now();
      requestAnimationFrame(look);
    },
    { capture: true, once: true },
  );
}

/**
 * One signed-in page: every queue once, then TIMED_LAPS laps of switches back to each.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @returns {Promise<number[]>} ms of each timed switch
 */
async function switchesOn(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await pressSignIn(page);
    await page.locator('.ag-row[row-id]').first().waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const times = [];
    for (let lap = 0; lap <= TIMED_LAPS; lap++) {
      for (const queue of QUEUES) {
        await page.evaluate(watchNextSwitch);
        await menu.getByRole('link', { name: queue }).click();
        await page.waitForFunction(() => window.queueSwitch.end !== null);
        const ms = await page.evaluate(() => window.queueSwitch.end - window.queueSwitch.start);
        if (lap > 0) times.push(ms);
        // What the page does after the rows (counts, idle-time downloads) is not the next
        // switch's; the live-update stream never lets the network go idle, so a pause.
        await page.waitForTimeout(SETTLE_MS);
      }
    }
    return times;
  } finally {
    await context.close();
  }
}

const { values } = parseArgs({
  options: { url: { type: 'string' }, against: { type: 'string' }, rounds: { type: 'string' } },
});
if (!values.url) throw new Error('--url of a running portal is required');
const rounds = positiveOption('rounds', values.rounds ?? '6', { whole: true });
const builds = [values.url, values.against].filter((url) => url !== undefined);

const started = new Date();
const loadBefore = loadavg()[0];
const browser = await chromium.launch({ executablePath: CHROMIUM });
/** @type {Map<string, number[]>} */
const times = new Map(builds.map((url) => [url, []]));
try {
  for (let round = 0; round < rounds; round++) {
    // Taking turns, each first every other round, so neither always meets the warmer machine.
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const url of order) times.get(url)?.push(...(await switchesOn(browser, url)));
  }
} finally {
  await browser.close();
}
console.log(
  `${started.toISOString()}, load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
);
console.log('| build | switches | median ms | p25 | p75 |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [url, ms] of times) {
  const sorted = [...ms].sort((a, b) => a - b);
  const figures = [median(ms), percentile(sorted, 0.25), percentile(sorted, 0.75)].map((x) =>
    x.toFixed(1),
  );
  console.log(`| ${url} | ${ms.length} | ${figures.join(' | ')} |`);
}
