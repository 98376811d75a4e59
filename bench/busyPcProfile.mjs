// The staff pages on a busy office PC: headless Debian Chromium at 1360×900 with, through the
// DevTools protocol, a 4× slower CPU and a 10 Mbit/s down, 5 Mbit/s up, 40 ms round-trip
// connection (the busy-PC profile of the targets). Reports, cold (a fresh browser context) and warm
// (the same context's second visit, signed out first):
// - the login page: First Contentful Paint, Largest Contentful Paint, Total Blocking Time and
//   the longest task, until Sign In is usable and the page has been quiet for a second;
// - Sign In → the first New Orders rows: the time from the press until the first row shows,
//   and the blocking time and longest task from the press until the queue has been quiet for
//   a second.
// Each figure is the median of `runs` runs after one warm-up run. Beside it, the same run's
// baseline: a static page from the same server (/remotes.json) with the same profile, which
// says how much of a figure this shared, noisy machine took.
//
// `--cpu-slowdown 1` keeps the throttled link but not the slower CPU: the bench's throttled
// profile, on which the main-thread budget (no task over 50 ms) is held.
//
// node bench/busyPcProfile.mjs --url http://127.0.0.1:8097 [--runs 5] [--cpu-slowdown 4] [--json]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { NETWORKS } from './browserTimings.mjs';
import { positiveOption } from './options.mjs';
import { DEMO_ADMIN } from './portalSession.mjs';
import {
  blocking,
  coldAndWarm,
  emulate,
  launchBrowser,
  medians,
  QUIET_MS,
  visit,
  watchPaints,
} from './pageVitals.mjs';

const TIMEOUT_MS = 120_000;
const BASELINE_PATH = '/remotes.json';
/** New Orders' first row, drawn with its data. */
export const FIRST_ROW = '.ag-row[row-index="0"][row-id]';
/** An office PC's window. */
export const DESKTOP = { width: 1360, height: 900 };

/** A busy office PC: the bench's throttled network and a 4× slower CPU. */
export const BUSY_PC_PROFILE = { cpuSlowdown: 4, network: NETWORKS.throttled };

/** Targets on the busy-PC profile, in ms. */
export const BUSY_PC_TARGETS = { signInToRows: 1500, loginTbt: 200 };

const PAGE_FIGURES = ['fcp', 'lcp', 'tbt', 'longestTask'];
const SIGN_IN_FIGURES = ['ms', 'tbt', 'longestTask'];

/** In the page: the press's time, and when the first row of a list showed. */
function watchSignIn(firstRow) {
  const timer = { pressedAt: null, rowsAt: null };
  Object.defineProperty(window, '__signIn', { value: timer });
  document.addEventListener(
    'click',
    (event) => {
      timer.pressedAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const watch = () => {
    const row = document.querySelector(firstRow);
    if (row && row.getBoundingClientRect().height > 0) timer.rowsAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/**
 * Signs in from the settled login page; times the press to the first rows.
 * @param {import('playwright-core').Page} page
 * @param {{ email: string, password: string }} member
 */
async function signIn(page, { email, password }) {
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.evaluate(watchSignIn, FIRST_ROW);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForFunction(() => window.__signIn.rowsAt !== null, null, { timeout: TIMEOUT_MS });
  await page.waitForFunction(
    ({ quietMs }) => {
      const { tasks } = window.__pageVitals;
      const lastEnd = Math.max(0, ...tasks.map((task) => task.start + task.duration));
      return performance.now() - Math.max(lastEnd, window.__signIn.rowsAt) >= quietMs;
    },
    { quietMs: QUIET_MS },
    { timeout: TIMEOUT_MS },
  );
  const { timer, tasks } = await page.evaluate(() => ({
    timer: window.__signIn,
    tasks: window.__pageVitals.tasks,
  }));
  return { ms: timer.rowsAt - timer.pressedAt, ...blocking(tasks, timer.pressedAt) };
}

/**
 * A cold and a warm visit of the login page, each followed by Sign In, in a fresh context.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} member
 * @param {{ cpuSlowdown: number, network: object }} profile
 */
async function staffRun(browser, baseUrl, member, profile) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(watchPaints);
  try {
    const page = await context.newPage();
    await emulate(context, page, profile);
    const cold = await visit(page, `${baseUrl}/`, 'Sign In', TIMEOUT_MS);
    const coldSignIn = await signIn(page, member);
    await page.evaluate(() => localStorage.clear());
    const warm = await visit(page, `${baseUrl}/`, 'Sign In', TIMEOUT_MS);
    const warmSignIn = await signIn(page, member);
    return { cold, warm, coldSignIn, warmSignIn };
  } finally {
    await context.close();
  }
}

/**
 * The login page, Sign In and the baseline on the busy-PC profile, `runs` runs each after a
 * warm-up, alternated so that both meet the same moments of the machine's load.
 * @param {{ baseUrl: string, runs: number, email: string, password: string,
 *   cpuSlowdown?: number }} options
 */
export async function measureBusyPcProfile({
  baseUrl,
  runs,
  email,
  password,
  cpuSlowdown = BUSY_PC_PROFILE.cpuSlowdown,
}) {
  const profile = { ...BUSY_PC_PROFILE, cpuSlowdown };
  const browser = await launchBrowser();
  const staff = [];
  const baseline = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      const staffFigures = await staffRun(browser, baseUrl, { email, password }, profile);
      const baselineFigures = await coldAndWarm(browser, `${baseUrl}${BASELINE_PATH}`, {
        profile,
        context: { viewport: DESKTOP },
        buttonText: null,
        timeout: TIMEOUT_MS,
      });
      if (run === 0) continue;
      staff.push(staffFigures);
      baseline.push(baselineFigures);
    }
  } finally {
    await browser.close();
  }
  return {
    loginPage: medians(staff, ['cold', 'warm'], PAGE_FIGURES),
    signIn: medians(
      staff.map((run) => ({ cold: run.coldSignIn, warm: run.warmSignIn })),
      ['cold', 'warm'],
      SIGN_IN_FIGURES,
    ),
    baseline: medians(baseline, ['cold', 'warm'], PAGE_FIGURES),
    runs,
    cpuSlowdown,
    load: loadavg().map((value) => value.toFixed(2)),
    cpus: cpus().length,
  };
}

/** The figures as markdown tables. */
export function busyPcTable({ loginPage, signIn, baseline, runs, cpuSlowdown, load, cpus: cores }) {
  const visits = ['cold', 'warm'];
  return [
    `Median of ${runs} runs, ms, CPU ${cpuSlowdown}× slower; in brackets the same run's baseline (${BASELINE_PATH} from the same server). Load average ${load.join(' ')} on ${cores} cores.`,
    '',
    '| login page | FCP | LCP | TBT | longest task |',
    '| --- | --- | --- | --- | --- |',
    ...visits.map(
      (visitKind) =>
        `| ${visitKind} | ${PAGE_FIGURES.map((name) => `${loginPage[visitKind][name]} (${baseline[visitKind][name]})`).join(' | ')} |`,
    ),
    '',
    '| Sign In → first rows | time | TBT | longest task |',
    '| --- | --- | --- | --- |',
    ...visits.map(
      (visitKind) =>
        `| ${visitKind} | ${SIGN_IN_FIGURES.map((name) => signIn[visitKind][name]).join(' | ')} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      email: { type: 'string', default: DEMO_ADMIN.email },
      password: { type: 'string', default: DEMO_ADMIN.password },
      runs: { type: 'string', default: '5' },
      'cpu-slowdown': { type: 'string', default: String(BUSY_PC_PROFILE.cpuSlowdown) },
      json: { type: 'boolean' },
    },
  });
  if (!values.url) throw new Error('--url of a running portal is required');
  const figures = await measureBusyPcProfile({
    baseUrl: values.url,
    runs: positiveOption('runs', values.runs, { whole: true }),
    cpuSlowdown: positiveOption('cpu-slowdown', values['cpu-slowdown']),
    email: values.email,
    password: values.password,
  });
  process.stdout.write(values.json ? `${JSON.stringify(figures)}\n` : `${busyPcTable(figures)}\n`);
  const rows = figures.signIn.cold.ms;
  const tbt = figures.loginPage.cold.tbt;
  process.stdout.write(
    `Targets: Sign In → rows < ${BUSY_PC_TARGETS.signInToRows} ms (${rows < BUSY_PC_TARGETS.signInToRows ? 'met' : 'missed'}), ` +
      `login page TBT < ${BUSY_PC_TARGETS.loginTbt} ms (${tbt < BUSY_PC_TARGETS.loginTbt ? 'met' : 'missed'}), cold.\n`,
  );
}
