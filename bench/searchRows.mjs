// `node bench/searchRows.mjs [seconds]` (after `npx tsc -b api` and a seeded `npm run bench
// -- --db both`): the search rows of bench/scenarios.mjs only, on both bench databases, one
// request at a time then 10 connections, SQLite then PostgreSQL per row. Prints only.
import { loadavg } from 'node:os';
import { portalEnv } from './databases.mjs';
import { measure } from './measure.mjs';
import { preparePortal } from './portalSession.mjs';
import { scenarios } from './scenarios.mjs';
import { startPortal } from './servers.mjs';
import { freePorts } from '../scripts/freePorts.cjs';

const BENCH_ORDERS = 1_000_000;
const seconds = Number(process.argv[2] ?? 3);
const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' / ');
console.log(`load average ${load()} at ${new Date().toISOString()}`);
const portals = [];
const children = [];
try {
  for (const dialect of ['sqlite', 'postgres']) {
    const [port, customerPort] = await freePorts(2);
    // Above the throughput pass's 10 connections from one token (docs/benchmarks.md).
    const env = {
      ...portalEnv(dialect),
      CUSTOMER_PORT: String(customerPort),
      STAFF_CONCURRENT_CALLS: '16',
    };
    children.push(await startPortal(port, env));
    const base = `http://127.0.0.1:${port}`;
    portals.push({ dialect, base, ...(await preparePortal(base, BENCH_ORDERS)) });
  }
  const rows = portals.map((portal) =>
    scenarios(portal.sample, portal.deep).filter((scenario) => scenario.target === 'search'),
  );
  for (let index = 0; index < rows[0].length; index++) {
    for (const [at, portal] of portals.entries()) {
      const scenario = rows[at][index];
      const url = `${portal.base}${scenario.path}`;
      const figures = await measure({ ...scenario, url, seconds, headers: portal.headers });
      const value = JSON.stringify(scenario.body.searchVal);
      console.log(
        `${portal.dialect.padEnd(8)} ${scenario.name.padEnd(26)} ${value.padEnd(18)} ` +
          `p50 ${figures.p50.toFixed(2)} p99 ${figures.p99.toFixed(2)} failures ${JSON.stringify(figures.failures)}`,
      );
    }
  }
} finally {
  for (const child of children) child.kill();
  console.log(`load average ${load()} at ${new Date().toISOString()}`);
}
