// `npm run bench -- --cluster`: list, counts and detail req/s of one API instance, then of
// two instances behind nginx (deploy/nginx/portal.conf) on the same machine, with the ratio.
// Both runs serve the PostgreSQL bench database (BENCH_DATABASE_URL), as several instances
// need a shared database. Prints only; docs/benchmarks.md records a run by hand.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { assertAllServed, CONNECTIONS, measure } from './measure.mjs';
import { REPO_ROOT } from './paths.mjs';
import { BENCH_DATABASE_URL } from './databases.mjs';
import { firstOpenOrder, signIn } from './portalSession.mjs';
import { seedBenchDatabase } from './seed.mjs';
import { startPortal } from './servers.mjs';
import { freePort, freePorts } from '../scripts/freePorts.cjs';

/** @type {typeof import('../deploy/nginx/nginxProcess.cjs')} */
const { startNginx } = createRequire(import.meta.url)('../deploy/nginx/nginxProcess.cjs');

/** @param {{ orders: number, seconds: number, reseed: boolean }} options */
export async function runClusterBench({ orders, seconds, reseed }) {
  execFileSync('npx', ['tsc', '-b', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' });
  await seedBenchDatabase(orders, reseed, 'postgres');
  const instances = [];
  /** @type {Array<{ stop: () => Promise<void> }>} */
  const balancers = [];
  try {
    const first = await startInstance();
    instances.push(first);
    const headers = { authorization: await signIn(first.url) };
    const paths = await benchPaths(first.url, headers);
    const one = await measureAll(first.url, paths, headers, seconds);
    const second = await startInstance();
    instances.push(second);
    const balancer = await startNginx(instances, await freePort());
    balancers.push(balancer);
    const two = await measureAll(balancer.url, paths, headers, seconds);
    const lines = [
      `| Request | 1 instance (req/s) | 2 instances behind nginx (req/s) | Ratio |`,
      `| ------- | -----------------: | -------------------------------: | ----: |`,
      ...paths.map(
        ({ name }, index) =>
          `| ${name} | ${one[index]?.toFixed(0)} | ${two[index]?.toFixed(0)} | ${((two[index] ?? 0) / (one[index] ?? 1)).toFixed(2)} |`,
      ),
    ];
    process.stdout.write(
      `\n${orders} orders on PostgreSQL, ${CONNECTIONS} connections, ${seconds} s per request:\n\n${lines.join('\n')}\n`,
    );
  } finally {
    for (const balancer of balancers) await balancer.stop();
    for (const instance of instances) instance.child.kill();
  }
}

async function startInstance() {
  const [port, customerPort] = await freePorts(2);
  const child = await startPortal(port, {
    DATABASE_URL: BENCH_DATABASE_URL,
    CUSTOMER_PORT: String(customerPort),
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    customerUrl: `http://127.0.0.1:${customerPort}`,
  };
}

/**
 * The list, counts and detail requests, on an order from the middle of the table.
 * @param {string} base
 * @param {Record<string, string>} headers
 */
async function benchPaths(base, headers) {
  const list = '/api/admin/get-orders-list/allorder?page=1&limit=50';
  const answer = await (await fetch(`${base}${list}`, { headers })).json();
  const row = await firstOpenOrder(base, headers, answer.data.rows);
  if (!row) throw new Error('the bench database has no order the admin may open');
  return [
    { name: 'list allorder p1', path: list },
    { name: 'all 15 counts', path: '/api/admin/get-folder-count' },
    { name: 'order detail', path: `/api/admin/get-orders-details/${row.order_id}` },
  ];
}

/**
 * @param {string} base
 * @param {Array<{ name: string, path: string }>} paths
 * @param {Record<string, string>} headers
 * @param {number} seconds
 */
async function measureAll(base, paths, headers, seconds) {
  const rates = [];
  for (const { name, path } of paths) {
    const figures = await measure({ url: `${base}${path}`, seconds, headers });
    assertAllServed(name, figures);
    process.stdout.write(`${base} ${name}: ${figures.rps.toFixed(0)} req/s\n`);
    rates.push(figures.rps);
  }
  return rates;
}
