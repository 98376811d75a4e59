// `node bench/searchCalls.mjs [--db sqlite | postgres] [--calls 50] [--api <checkout>]
// [--orders 1000000]` (after `npx tsc -b api` and a seeded `npm run bench -- --db both`): the
// search rows of bench/scenarios.mjs as calls of the built API's OrderRepository.findPage
// (page 1 of 10 rows in Order History), without a server or HTTP, one at a time. `--api`
// takes the build of another checkout (main's, for a same-run baseline) on this checkout's
// bench database; `--orders` is how many it holds, for the bench's own sample order (the
// middle one). It needs no start-up, which on a loaded machine can outlast the bench's 2
// minutes. Prints only.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DATABASE_URL } from './databases.mjs';
import { positiveOption } from './options.mjs';
import { BENCH_DB, BENCH_DIR, REPO_ROOT } from './paths.mjs';
import { scenarios } from './scenarios.mjs';

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    calls: { type: 'string', default: '50' },
    api: { type: 'string', default: REPO_ROOT },
    orders: { type: 'string', default: '1000000' },
  },
});
const benchOrders = positiveOption('orders', options.orders, { whole: true });
const calls = positiveOption('calls', options.calls, { whole: true });
const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' / ');
const built = createRequire(path.join(path.resolve(options.api), 'api/dist/index.js'));
const { createDatabase } = built('./db/database.js');
const { OrderRepository } = built('./repositories/orderRepository.js');
const { folderFilter } = built('./routes/queues/queueRules.js');

// The server's own limits (its config, as the environment sets them): with them the
// connections are the serving pool's, settings and all (api/src/db/database.ts).
const { databaseTimeouts } = built('./config.js').loadConfig({
  ...process.env,
  DATA_DIR: BENCH_DIR,
});
const db =
  options.db === 'postgres'
    ? createDatabase(
        { dialect: 'postgres', url: BENCH_DATABASE_URL, poolSize: 2 },
        databaseTimeouts,
      )
    : createDatabase(BENCH_DB, databaseTimeouts);
const orders = new OrderRepository(db);
const filter = folderFilter('allorder', 'bench');
console.log(
  `${options.db}, build of ${options.api}: load average ${load()} at ${new Date().toISOString()}`,
);
try {
  // The sample order bench/portalSession.mjs picks: the first of the middle page of 50.
  const middle = await orders.findPage({
    filter,
    offset: Math.floor(benchOrders / 2) - 50,
    limit: 1,
  });
  const [sample] = middle.rows;
  if (!sample) throw new Error('the bench database has fewer orders than the bench expects');
  for (const scenario of scenarios(sample, []).filter((row) => row.target === 'search')) {
    const search = scenario.body.searchVal;
    const times = [];
    for (let call = 0; call < calls; call++) {
      const started = performance.now();
      await orders.findPage({ filter, search, offset: 0, limit: 10 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share) => times[Math.ceil(share * times.length) - 1].toFixed(1);
    console.log(
      `${scenario.name.padEnd(26)} ${JSON.stringify(search).padEnd(18)} p50 ${at(0.5)} p99 ${at(0.99)}`,
    );
  }
} finally {
  await db.destroy();
  console.log(`load average ${load()} at ${new Date().toISOString()}`);
}
