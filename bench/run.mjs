// `npm run bench`: builds everything for production, seeds .bench/ with a million orders,
// starts the production server on it and a minimal Fastify route beside it, measures both
// and the browser timings, and writes the figures into docs/benchmarks.md (full runs only:
// a smaller --orders run just prints).
// Options: --orders N (default 1000000), --reseed (seed even if .bench holds N orders),
// --seconds S per request and measurement (default 5), --db postgres to seed and serve
// BENCH_DATABASE_URL (default portal_bench_<checkout folder> on the local test cluster) instead of SQLite,
// --db both to measure both side by side (server figures only: no browser, no bundles);
// --cluster measures list, counts and detail on one instance and on two behind nginx
// (bench/cluster.mjs; PostgreSQL, default 20000 orders); --only TEXT measures only the
// requests whose name holds TEXT (e.g. `--only search`) and prints them, as a smaller run does.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { measureBrowserTimings } from './browserTimings.mjs';
import { bundleMarkdown } from './bundles.mjs';
import { runClusterBench } from './cluster.mjs';
import {
  assertAllServed,
  CONNECTIONS,
  LATENCY_ROUNDS,
  measureLatencies,
  warmUp,
  withThroughput,
} from './measure.mjs';
import { DIALECT_NAMES, dialectsOf, portalEnv } from './databases.mjs';
import { positiveOption } from './options.mjs';
import { DEMO_ADMIN, preparePortal } from './portalSession.mjs';
import { browserTable, formatRow, markdownReport } from './report.mjs';
import { REPO_ROOT } from './paths.mjs';
import { scenarios } from './scenarios.mjs';
import { seedBenchDatabase } from './seed.mjs';
import { startBaseline, startPortal } from './servers.mjs';
import { freePort, freePorts } from '../scripts/freePorts.cjs';
import { sideBySideReport } from './sideBySideReport.mjs';

const FULL_RUN_ORDERS = 1_000_000;
/** The cluster mode's default: small enough to seed in seconds on a shared machine. */
const CLUSTER_ORDERS = 20_000;
/**
 * Seconds of calls of each request before any is measured (docs/benchmarks.md, "How to
 * run"); a run measuring each request for less warms it for as long, so a quick check stays
 * quick.
 */
const WARM_UP_SECONDS = 2;
const DOCS_FILE = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
/** The generated blocks of docs/benchmarks.md: SQLite's full run, and a `--db both` full run. */
const LAST_RUN_BLOCK = 'last-run';
const SIDE_BY_SIDE_BLOCK = 'side-by-side';

const { values } = parseArgs({
  options: {
    orders: { type: 'string' },
    reseed: { type: 'boolean' },
    seconds: { type: 'string', default: '5' },
    db: { type: 'string', default: 'sqlite' },
    cluster: { type: 'boolean' },
    only: { type: 'string' },
  },
});
if (values.cluster) {
  await runClusterBench({
    orders: positiveOption('orders', values.orders ?? String(CLUSTER_ORDERS), { whole: true }),
    seconds: positiveOption('seconds', values.seconds, { whole: true }),
    reseed: values.reseed ?? false,
  });
  process.exit(0);
}
const dialects = dialectsOf(values.db);
const sideBySide = dialects.length > 1;
const orders = positiveOption('orders', values.orders ?? String(FULL_RUN_ORDERS), { whole: true });
const seconds = positiveOption('seconds', values.seconds, { whole: true });

// The browser timings and the bundle report need the front ends' production build too.
const serverOnly = sideBySide || values.only !== undefined;
if (serverOnly) execFileSync('npx', ['tsc', '-b', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' });
else execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
const loadBefore = loadavg();
const seeds = {};
for (const dialect of dialects) {
  seeds[dialect] = await seedBenchDatabase(orders, values.reseed ?? false, dialect);
}
const baselinePort = await freePort();
const children = [await startBaseline(baselinePort)];
try {
  const portals = [];
  for (const dialect of dialects) {
    const [port, customerPort] = await freePorts(2);
    const env = { ...portalEnv(dialect), CUSTOMER_PORT: String(customerPort) };
    children.push(await startPortal(port, env));
    const base = `http://127.0.0.1:${port}`;
    const customerUrl = `http://127.0.0.1:${customerPort}`;
    portals.push({ dialect, base, customerUrl, ...(await preparePortal(base, orders)) });
  }
  const perPortal = portals.map((portal) =>
    scenarios(portal.sample, portal.deep).filter(({ name }) => name.includes(values.only ?? '')),
  );
  // Every request of the run first, so the one measured first is as warm as the others.
  for (const [at, portal] of portals.entries()) {
    for (const scenario of perPortal[at]) {
      const url = `${portal.base}${scenario.path}`;
      const warmSeconds = Math.min(seconds, WARM_UP_SECONDS);
      await warmUp({ ...scenario, url, headers: portal.headers, seconds: warmSeconds });
    }
  }
  // Every request's latency first, in rounds (measureLatencies), then each one's throughput.
  const baselineRequest = { url: `http://127.0.0.1:${baselinePort}/`, seconds };
  const measured = perPortal[0].flatMap((_, index) =>
    portals.map((portal, at) => {
      const scenario = perPortal[at][index];
      const url = `${portal.base}${scenario.path}`;
      return { portal, scenario, request: { ...scenario, url, seconds, headers: portal.headers } };
    }),
  );
  process.stdout.write(
    `Latency of ${measured.length + 1} requests in ${LATENCY_ROUNDS} rounds of ${seconds / LATENCY_ROUNDS} s each…\n`,
  );
  const [baselineLatency, ...latencies] = await measureLatencies(
    [baselineRequest, ...measured.map(({ request }) => request)],
    LATENCY_ROUNDS,
  );
  const baseline = await withThroughput(baselineRequest, baselineLatency);
  // Every ratio divides by it: a refused baseline call would skew them all.
  assertAllServed('baseline', baseline);
  /** @type {Record<string, Array<any>>} */
  const rows = Object.fromEntries(dialects.map((dialect) => [dialect, []]));
  for (const [at, { portal, scenario, request }] of measured.entries()) {
    const figures = await withThroughput(request, latencies[at]);
    assertAllServed(scenario.name, figures);
    const row = { ...scenario, ...figures, ratio: baseline.rps / figures.rps };
    rows[portal.dialect].push(row);
    const label = sideBySide ? `${DIALECT_NAMES[portal.dialect].padEnd(11)}` : '';
    process.stdout.write(`${label}${formatRow(row)}\n`);
  }
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const fullRun = orders === FULL_RUN_ORDERS && values.only === undefined;
  if (sideBySide) {
    const report = sideBySideReport({
      command,
      seeds,
      baseline,
      rows,
      seconds,
      connections: CONNECTIONS,
      load: { before: loadBefore, after: loadavg() },
    });
    process.stdout.write(`\n${report}`);
    if (fullRun) await writeGenerated(SIDE_BY_SIDE_BLOCK, report);
  } else if (!serverOnly) {
    const [portal] = portals;
    const browser = await measureBrowserTimings({
      baseUrl: portal.base,
      customerUrl: portal.customerUrl,
      ...DEMO_ADMIN,
    });
    process.stdout.write(`${browserTable(browser)}\n`);
    const report = markdownReport({
      command,
      seed: seeds[portal.dialect],
      baseline,
      rows: rows[portal.dialect],
      seconds,
      connections: CONNECTIONS,
      browser,
      bundles: bundleMarkdown(),
    });
    process.stdout.write(`\n${report}`);
    // The committed single-database figures are the SQLite full run's; PostgreSQL alone only prints.
    if (fullRun && portal.dialect === 'sqlite') await writeGenerated(LAST_RUN_BLOCK, report);
  }
} finally {
  for (const child of children) child.kill();
}

/**
 * Replaces a generated block of docs/benchmarks.md (between `<!-- bench:NAME:start -->` and
 * its end marker), formatted as `npm test`'s format check expects.
 * @param {string} name
 * @param {string} report
 */
async function writeGenerated(name, report) {
  const [startMark, endMark] = [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`];
  const docs = readFileSync(DOCS_FILE, 'utf8');
  const start = docs.indexOf(startMark);
  const end = docs.indexOf(endMark);
  if (start < 0 || end < start) throw new Error(`${DOCS_FILE} lacks the ${startMark} block`);
  const generated = `${startMark}\n\n${report}\n${endMark}`;
  const text = docs.slice(0, start) + generated + docs.slice(end + endMark.length);
  const options = await prettier.resolveConfig(DOCS_FILE);
  writeFileSync(DOCS_FILE, await prettier.format(text, { ...options, filepath: DOCS_FILE }));
  process.stdout.write(`\nWritten to ${path.relative(REPO_ROOT, DOCS_FILE)}.\n`);
}
