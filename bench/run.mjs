// `npm run bench`: builds everything for production, seeds .bench/ with a million orders,
// starts the production server on it and a minimal Fastify route beside it, measures both
// and the browser timings, and writes the figures into docs/benchmarks.md (full runs only:
// a smaller --orders run just prints).
// Options: --orders N (default 1000000), --reseed (seed even if .bench holds N orders),
// --seconds S per request and measurement (default 5), --db postgres to seed and serve
// BENCH_DATABASE_URL (default portal_bench on the local test cluster) instead of SQLite.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { measureBrowserTimings } from './browserTimings.mjs';
import { bundleMarkdown } from './bundles.mjs';
import { CONNECTIONS, measure } from './measure.mjs';
import { browserTable, formatRow, markdownReport } from './report.mjs';
import { REPO_ROOT } from './paths.mjs';
import { DEEP_PAGE, DEEP_PAGE_FOLDERS, DEEP_PAGE_SIZE, scenarios } from './scenarios.mjs';
import { BENCH_DATABASE_URL, seedBenchDatabase } from './seed.mjs';
import { freePort, startBaseline, startPortal } from './servers.mjs';

const FULL_RUN_ORDERS = 1_000_000;
const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
const DOCS_FILE = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const DOCS_START = '<!-- bench:last-run:start -->';
const DOCS_END = '<!-- bench:last-run:end -->';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: String(FULL_RUN_ORDERS) },
    reseed: { type: 'boolean' },
    seconds: { type: 'string', default: '5' },
    db: { type: 'string', default: 'sqlite' },
  },
});
const dialect = values.db;
if (dialect !== 'sqlite' && dialect !== 'postgres')
  throw new Error('--db must be sqlite or postgres');
const orders = Number(values.orders);
const seconds = Number(values.seconds);
if (!Number.isInteger(orders) || orders < 1) throw new Error('--orders must be a whole number');
if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--seconds must be a whole number');

// The browser timings and the bundle report need the front ends' production build too.
execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
const seed = await seedBenchDatabase(orders, values.reseed ?? false, dialect);
const [portalPort, customerPort, baselinePort] = [
  await freePort(),
  await freePort(),
  await freePort(),
];
const portalEnv = {
  CUSTOMER_PORT: String(customerPort),
  ...(dialect === 'postgres' && { DATABASE_URL: BENCH_DATABASE_URL }),
};
const children = [await startPortal(portalPort, portalEnv), await startBaseline(baselinePort)];
try {
  const base = `http://127.0.0.1:${portalPort}`;
  // Sign in once: the login locks an e-mail after repeated failures, and a token lasts 30 min.
  const token = await signIn(base);
  const headers = { authorization: token };
  const sample = await sampleOrder(base, headers, orders);
  const deep = await deepPages(base, headers);

  const baseline = await measure({ url: `http://127.0.0.1:${baselinePort}/`, seconds });
  const rows = [];
  for (const scenario of scenarios(sample, deep)) {
    const figures = await measure({
      ...scenario,
      url: `${base}${scenario.path}`,
      seconds,
      headers,
    });
    if (figures.failures > 0) {
      throw new Error(`${scenario.name}: ${figures.failures} failed requests`);
    }
    const row = { ...scenario, ...figures, ratio: baseline.rps / figures.rps };
    rows.push(row);
    process.stdout.write(`${formatRow(row)}\n`);
  }
  const browser = await measureBrowserTimings({
    baseUrl: base,
    customerUrl: `http://127.0.0.1:${customerPort}`,
    ...DEMO_ADMIN,
  });
  process.stdout.write(`${browserTable(browser)}\n`);
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const report = markdownReport({
    command,
    seed,
    baseline,
    rows,
    seconds,
    connections: CONNECTIONS,
    browser,
    bundles: bundleMarkdown(),
  });
  process.stdout.write(`\n${report}`);
  // The committed figures are the SQLite full run's; a PostgreSQL run only prints.
  if (orders === FULL_RUN_ORDERS && dialect === 'sqlite') {
    await writeLastRun(report);
    process.stdout.write(`\nWritten to ${path.relative(REPO_ROOT, DOCS_FILE)}.\n`);
  }
} finally {
  for (const child of children) child.kill();
}

/**
 * Replaces the generated 'Last run' block of docs/benchmarks.md, formatted as `npm test`'s
 * format check expects.
 * @param {string} report
 */
async function writeLastRun(report) {
  const docs = readFileSync(DOCS_FILE, 'utf8');
  const start = docs.indexOf(DOCS_START);
  const end = docs.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error(`${DOCS_FILE} lacks the ${DOCS_START} block`);
  const generated = `${DOCS_START}\n\n${report}\n${DOCS_END}`;
  const text = docs.slice(0, start) + generated + docs.slice(end + DOCS_END.length);
  const options = await prettier.resolveConfig(DOCS_FILE);
  writeFileSync(DOCS_FILE, await prettier.format(text, { ...options, filepath: DOCS_FILE }));
}

/** @param {string} base */
async function signIn(base) {
  const answer = await post(`${base}/api/admin/admin-login`, DEMO_ADMIN);
  return answer.data.jwtToken;
}

/**
 * An order from the middle of the table, so searches and the detail hit a typical row.
 * @param {string} base
 * @param {Record<string, string>} headers
 * @param {number} count
 */
async function sampleOrder(base, headers, count) {
  const page = Math.max(1, Math.floor(count / 2));
  const response = await fetch(`${base}/api/admin/get-orders-list/allorder?page=${page}&limit=1`, {
    headers,
  });
  const answer = await response.json();
  const [row] = answer.data.rows;
  if (!row) throw new Error('the bench database has no orders');
  return row;
}

/**
 * The deep page of each DEEP_PAGE_FOLDERS folder (DEEP_PAGE, or the folder's last full page
 * on a smaller database) and the nextCursor of the page before it: what the queue screen
 * sends for 'Next page' and for each slice of 'All'.
 * @param {string} base
 * @param {Record<string, string>} headers
 * @returns {Promise<import('./scenarios.mjs').DeepPage[]>}
 */
async function deepPages(base, headers) {
  const list = async (folder, page) => {
    const url = `${base}/api/admin/get-orders-list/${folder}?page=${page}&limit=${DEEP_PAGE_SIZE}`;
    return (await (await fetch(url, { headers })).json()).data;
  };
  const pages = [];
  for (const folder of DEEP_PAGE_FOLDERS) {
    const { total } = await list(folder, 1);
    const page = Math.min(DEEP_PAGE, Math.floor(total / DEEP_PAGE_SIZE));
    if (page < 2) throw new Error(`${folder} holds too few orders for a deep page`);
    const { nextCursor } = await list(folder, page - 1);
    pages.push({ folder, page, cursor: nextCursor });
  }
  return pages;
}

/** @param {string} url @param {unknown} body */
async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${answer.message}`);
  return answer;
}
