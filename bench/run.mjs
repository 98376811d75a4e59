// `npm run bench`: seeds .bench/ with a million orders, starts the production server on
// it and a minimal Fastify route beside it, and measures both with autocannon.
// Options: --orders N (default 1000000), --reseed (seed even if .bench holds N orders),
// --seconds S per request (default 5).
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { CONNECTIONS, measure } from './measure.mjs';
import { formatRow, printBundles, printReport } from './report.mjs';
import { REPO_ROOT } from './paths.mjs';
import { scenarios } from './scenarios.mjs';
import { seedBenchDatabase } from './seed.mjs';
import { freePort, startBaseline, startPortal } from './servers.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    reseed: { type: 'boolean' },
    seconds: { type: 'string', default: '5' },
  },
});
const orders = Number(values.orders);
const seconds = Number(values.seconds);
if (!Number.isInteger(orders) || orders < 1) throw new Error('--orders must be a whole number');
if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--seconds must be a whole number');

execFileSync('npx', ['tsc', '-b', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' });
const seed = seedBenchDatabase(orders, values.reseed ?? false);
const [portalPort, baselinePort] = [await freePort(), await freePort()];
const children = [await startPortal(portalPort), await startBaseline(baselinePort)];
try {
  const base = `http://127.0.0.1:${portalPort}`;
  // Sign in once: the login locks an e-mail after repeated failures, and a token lasts 30 min.
  const token = await signIn(base);
  const headers = { authorization: token };
  const sample = await sampleOrder(base, headers, orders);

  const baseline = await measure({ url: `http://127.0.0.1:${baselinePort}/`, seconds });
  const rows = [];
  for (const scenario of scenarios(sample)) {
    const figures = await measure({
      ...scenario,
      url: `${base}${scenario.path}`,
      seconds,
      headers,
    });
    if (figures.failures > 0) {
      throw new Error(`${scenario.name}: ${figures.failures} failed requests`);
    }
    // Throughput, not p50: the baseline's p50 rounds to 0 ms.
    const row = { ...scenario, ...figures, ratio: baseline.rps / figures.rps };
    rows.push(row);
    process.stdout.write(`${formatRow(row)}\n`);
  }
  printReport({ seed, baseline, rows, load: `${CONNECTIONS} connections, ${seconds} s per row` });
  printBundles();
} finally {
  for (const child of children) child.kill();
}

/** @param {string} base */
async function signIn(base) {
  const answer = await post(`${base}/api/admin/admin-login`, {
    email: 'admin@demo.test',
    password: 'demo1234',
  });
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
