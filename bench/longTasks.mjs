// What the long tasks of a page load are made of: loads `url` in headless Debian Chromium on
// the busy-PC or mobile profile's device (or `--cpu-slowdown 1`: the bench's throttled
// profile), records a DevTools timeline trace, and prints every main-thread task over 50 ms
// with the parts of it that took 5 ms or more (script evaluation and its file, function calls,
// style, layout, paint). `--sign-in` also presses Sign In as the demo admin and waits for the
// first New Orders row, so the press's tasks are listed too. Which part of a long task is long
// is what decides how to split it (docs/benchmarks.md, 'Main-thread budget'). `--queue PATH`
// signs in untraced instead, then traces the queue at PATH opened in a fresh tab of the same
// session with the browser cache cleared: a member's first visit of the day, in a renderer
// that has compiled nothing yet, as Lighthouse audits it. `--lighthouse-instruments` adds what
// Lighthouse itself runs during a load (the Debugger domain its script gatherer enables, and
// screenshots in the trace), to tell the page's own tasks from what auditing adds to them.
//
// node bench/longTasks.mjs --url http://127.0.0.1:8097/ [--sign-in | --queue /admin/completed-order]
//   [--lighthouse-instruments] [--mobile] [--cpu-slowdown 4] [--warm]
import { parseArgs } from 'node:util';
import { BUSY_PC_PROFILE, DESKTOP, FIRST_ROW } from './busyPcProfile.mjs';
import { MOBILE_PROFILE, PHONE } from './mobileProfile.mjs';
import { positiveOption } from './options.mjs';
import { emulate, launchBrowser, QUIET_MS } from './pageVitals.mjs';
import { pressSignIn } from './portalSession.mjs';

const LONG_TASK_MS = 50;
const PART_MS = 3;
const TIMEOUT_MS = 120_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
];
const SCREENSHOTS = 'disabled-by-default-devtools.screenshot';

/** A trace event's own words: its name and, for scripts, the file and function. */
function describe(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const url = data.url ?? data.stackTrace?.[0]?.url ?? event.args?.fileName ?? '';
  const file = url ? ` ${url.split('/').pop()}` : '';
  const fn = data.functionName ? ` ${data.functionName}()` : '';
  return `${event.name}${file}${fn}`;
}

/** The URLs an event names: a request's, a parsed document's. */
function urlsOf(event) {
  return [event.args?.data?.url, event.args?.beginData?.url].filter(Boolean);
}

/**
 * The main thread of the renderer that loaded `origin`'s pages. Chromium runs others beside
 * it, and headless Chromium 156 starts a WebUI renderer (its omnibox popup) that is busy for
 * seconds after launch: the busiest renderer is not always the page's.
 */
function pageThread(events, origin) {
  const renderers = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}/${event.tid}`),
  );
  const busy = new Map();
  for (const event of events) {
    const thread = `${event.pid}/${event.tid}`;
    if (!renderers.has(thread) || !urlsOf(event).some((url) => url.startsWith(`${origin}/`)))
      continue;
    busy.set(thread, 0);
  }
  for (const event of events) {
    const thread = `${event.pid}/${event.tid}`;
    if (event.name === 'RunTask' && event.ph === 'X' && busy.has(thread)) {
      busy.set(thread, busy.get(thread) + event.dur);
    }
  }
  // A cross-origin navigation may move the page to a new renderer: the busier one ran it.
  const [thread] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!thread) throw new Error(`no renderer of the trace loaded ${origin}`);
  return thread;
}

/** The main thread's tasks over 50 ms on the page at `origin`, each with its parts of 3 ms or more, nested. */
export function longTasks(events, origin) {
  const main = pageThread(events, origin);
  const onMain = events.filter((event) => event.ph === 'X' && `${event.pid}/${event.tid}` === main);
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.dur / 1000 > LONG_TASK_MS,
  );
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const parts = onMain
      .filter(
        (event) =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts + event.dur <= end &&
          event.dur / 1000 >= PART_MS,
      )
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    const lines = parts.map((part) => {
      while (stack.length && part.ts >= stack.at(-1)) stack.pop();
      const line = `${'  '.repeat(stack.length + 1)}${(part.dur / 1000).toFixed(1)} ms ${describe(part)}`;
      stack.push(part.ts + part.dur);
      return line;
    });
    return { ms: task.dur / 1000, at: task.ts, lines };
  });
}

/** Presses Sign In as the demo admin on the login page and waits for New Orders' first row. */
async function signIn(page) {
  await pressSignIn(page);
  await page.locator(FIRST_ROW).waitFor({ timeout: TIMEOUT_MS });
}

/**
 * Signs in at `url` untraced and returns a fresh tab of that session, on `profile`, with the
 * browser cache cleared.
 */
async function freshSignedInTab(context, page, url, profile) {
  await page.goto(url);
  await signIn(page);
  const tab = await context.newPage();
  await emulate(context, tab, profile);
  await (await context.newCDPSession(tab)).send('Network.clearBrowserCache');
  return tab;
}

/** Waits until no task has ended for a second (the page's own long-task list). */
async function quiet(page) {
  await page.evaluate(
    (quietMs) =>
      new Promise((resolve) => {
        let timer = setTimeout(resolve, quietMs);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, quietMs);
        }).observe({ type: 'longtask' });
      }),
    QUIET_MS,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'sign-in': { type: 'boolean' },
      queue: { type: 'string' },
      'lighthouse-instruments': { type: 'boolean' },
      mobile: { type: 'boolean' },
      warm: { type: 'boolean' },
      'cpu-slowdown': { type: 'string' },
    },
  });
  if (!values.url) throw new Error('--url of a running portal page is required');
  if (values.queue && (values['sign-in'] || values.warm)) {
    throw new Error(
      '--queue signs in itself and traces a first visit: leave out --sign-in and --warm',
    );
  }
  const device = values.mobile ? MOBILE_PROFILE : BUSY_PC_PROFILE;
  const profile = {
    ...device,
    cpuSlowdown: positiveOption(
      'cpu-slowdown',
      values['cpu-slowdown'] ?? String(device.cpuSlowdown),
    ),
  };
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(values.mobile ? PHONE : { viewport: DESKTOP });
    const page = await context.newPage();
    await emulate(context, page, profile);
    const traced = values.queue ? await freshSignedInTab(context, page, values.url, profile) : page;
    const instruments = values['lighthouse-instruments'];
    if (instruments) await (await context.newCDPSession(traced)).send('Debugger.enable');
    if (values.warm) {
      await page.goto(values.url);
      await quiet(page);
    }
    await browser.startTracing(traced, {
      categories: instruments ? [...CATEGORIES, SCREENSHOTS] : CATEGORIES,
    });
    if (values.queue) {
      await traced.goto(new URL(values.queue, values.url).href);
      await traced.locator(FIRST_ROW).waitFor({ timeout: TIMEOUT_MS });
      await quiet(traced);
    } else {
      await page.goto(values.url);
      await quiet(page);
      if (values['sign-in']) {
        await signIn(page);
        await quiet(page);
      }
    }
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const tasks = longTasks(traceEvents, new URL(values.url).origin);
    const start = tasks[0]?.at ?? 0;
    // Total blocking time: each task's time past 50 ms.
    const blocking = tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
    process.stdout.write(
      `CPU ${profile.cpuSlowdown}× slower; ${tasks.length} task(s) over ${LONG_TASK_MS} ms, ` +
        `blocking ${blocking.toFixed(0)} ms in all\n`,
    );
    for (const task of tasks) {
      process.stdout.write(
        `task ${task.ms.toFixed(1)} ms at +${((task.at - start) / 1000).toFixed(0)} ms\n${task.lines.join('\n')}\n`,
      );
    }
  } finally {
    await browser.close();
  }
}
