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
// `--cpu-slowdown 1` keeps the slow link but not the slower CPU, as for the main-thread budget
// (no task over 50 ms) on the bench's throttled profile.
//
// node bench/mobileProfile.mjs --customer-url http://127.0.0.1:8098 [--runs 5] [--cpu-slowdown 4] [--json]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { positiveOption } from './options.mjs';
import { coldAndWarm, launchBrowser, medians } from './pageVitals.mjs';

const TIMEOUT_MS = 120_000;
/** The track form's page (the order need not exist). */
const TRACK_PATH = '/track-order';
/** A static page the customer site serves: the baseline. */
const BASELINE_PATH = '/remotes.json';

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

/** A phone, as Lighthouse's mobile preset draws the page. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string | null} buttonText
 * @param {{ cpuSlowdown: number, network: object }} profile
 */
const phoneVisits = (browser, url, buttonText, profile) =>
  coldAndWarm(browser, url, {
    profile,
    context: PHONE,
    buttonText,
    timeout: TIMEOUT_MS,
  });

const FIGURE_NAMES = ['fcp', 'lcp', 'tbt', 'longestTask'];

/**
 * The track page and its baseline on the mobile profile, `runs` runs each after a warm-up,
 * alternated so that both meet the same moments of the machine's load.
 * @param {{ customerUrl: string, runs: number, cpuSlowdown?: number }} options
 */
export async function measureMobileProfile({
  customerUrl,
  runs,
  cpuSlowdown = MOBILE_PROFILE.cpuSlowdown,
}) {
  const profile = { ...MOBILE_PROFILE, cpuSlowdown };
  const browser = await launchBrowser();
  const page = [];
  const baseline = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      const pageRun = await phoneVisits(
        browser,
        `${customerUrl}${TRACK_PATH}`,
        'TRACK ORDER',
        profile,
      );
      const baselineRun = await phoneVisits(
        browser,
        `${customerUrl}${BASELINE_PATH}`,
        null,
        profile,
      );
      if (run === 0) continue;
      page.push(pageRun);
      baseline.push(baselineRun);
    }
  } finally {
    await browser.close();
  }
  return {
    page: medians(page, ['cold', 'warm'], FIGURE_NAMES),
    baseline: medians(baseline, ['cold', 'warm'], FIGURE_NAMES),
    runs,
    cpuSlowdown,
    load: loadavg().map((value) => value.toFixed(2)),
    cpus: cpus().length,
  };
}

/** The figures as a markdown table. */
export function mobileTable({ page, baseline, runs, cpuSlowdown, load, cpus: cores }) {
  const rows = ['cold', 'warm'].map((visitKind) => {
    const cells = FIGURE_NAMES.map(
      (name) => `${page[visitKind][name]} (${baseline[visitKind][name]})`,
    );
    return `| ${visitKind} | ${cells.join(' | ')} |`;
  });
  return [
    `Median of ${runs} runs, ms, CPU ${cpuSlowdown}× slower; in brackets the same run's baseline (${BASELINE_PATH} from the same server). Load average ${load.join(' ')} on ${cores} cores.`,
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
      'cpu-slowdown': { type: 'string', default: String(MOBILE_PROFILE.cpuSlowdown) },
      json: { type: 'boolean' },
    },
  });
  if (!values['customer-url']) throw new Error('--customer-url of a running portal is required');
  const figures = await measureMobileProfile({
    customerUrl: values['customer-url'],
    runs: positiveOption('runs', values.runs, { whole: true }),
    cpuSlowdown: positiveOption('cpu-slowdown', values['cpu-slowdown']),
  });
  process.stdout.write(values.json ? `${JSON.stringify(figures)}\n` : `${mobileTable(figures)}\n`);
  const { lcp, tbt } = figures.page.cold;
  process.stdout.write(
    `Targets: LCP < ${MOBILE_TARGETS.lcp} ms (${lcp < MOBILE_TARGETS.lcp ? 'met' : 'missed'}), ` +
      `TBT < ${MOBILE_TARGETS.tbt} ms (${tbt < MOBILE_TARGETS.tbt ? 'met' : 'missed'}), cold.\n`,
  );
}
