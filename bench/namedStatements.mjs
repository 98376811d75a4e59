// `node bench/namedStatements.mjs [orders] [calls]` (after `npx tsc -b api`): the list,
// counts and order-detail work of one request each, straight through the repositories on
// a PostgreSQL database seeded with `orders` orders (default 20,000), with named prepared
// statements (api/src/db/namedStatements.ts) and unnamed ones as Kysely sends them, taking
// turns call by call so both meet the same load. Prints p50 and p99 per statement and mode.
// The database is BENCH_NAMED_DATABASE (default portal_bench_named) and this process's id
// on the server of TEST_DATABASE_URL, dropped at the end.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { FOLDER_KEYS } from '@portal/shared/entities/folders';
import { percentile } from './measure.mjs';
import { REPO_ROOT } from './paths.mjs';
import { scratchDatabase } from '../scripts/scratchDatabase.mjs';

const require = createRequire(path.join(REPO_ROOT, 'api/package.json'));
const { createDatabase } = require('./dist/db/database.js');
const { migrateToLatest } = require('./dist/db/migrations/index.js');
const { seedDemoData } = require('./dist/db/seed/seedDemoData.js');
const { createRepositories } = require('./dist/repositories/index.js');
const { countFolders } = require('./dist/services/folderCounts.js');
const { folderFilter } = require('./dist/routes/queues/queueRules.js');

const orders = Number(process.argv[2] ?? 20_000);
const calls = Number(process.argv[3] ?? 2_000);
/** Calls of each kind before timing: every connection of the pool has named its statements. */
const WARM_UP = 100;
/** The staff page's list size (bench/scenarios.mjs). */
const PAGE_SIZE = 10;
const STAFF_NAME = 'bench';
/** The mail settings the order page's addresses come from. */
const MAIL_ADDRESSES = { applicationMailDomain: 'example.com', siteUrl: 'http://localhost' };
const POOL_SIZE = 4;

const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' / ');

const scratch = await scratchDatabase(process.env.BENCH_NAMED_DATABASE ?? 'portal_bench_named');
const databases = [];
try {
  const seeding = createDatabase({ dialect: 'postgres', url: scratch.url, poolSize: 1 });
  await migrateToLatest(seeding);
  await seedDemoData(seeding, { orders });
  await seeding.destroy();

  const modes = ['named', 'unnamed'].map((mode) => {
    const db = createDatabase({
      dialect: 'postgres',
      url: scratch.url,
      poolSize: POOL_SIZE,
      unnamed: mode === 'unnamed',
    });
    databases.push(db);
    return { mode, repositories: createRepositories(db) };
  });
  const folderOf = (/** @type {number} */ call) => FOLDER_KEYS[call % FOLDER_KEYS.length];
  /**
   * `group` (the list's folder) also reports the slowest group: folders with as many
   * statuses share one statement text, and so one generic plan once PostgreSQL picks it.
   * @type {Array<{ name: string, group?: (call: number) => string, run: (repositories: any, call: number) => Promise<unknown> }>}
   */
  const statements = [
    {
      name: 'list (page 1)',
      group: folderOf,
      run: (repositories, call) =>
        repositories.orders.findPage({
          filter: folderFilter(folderOf(call), STAFF_NAME),
          offset: 0,
          limit: PAGE_SIZE,
        }),
    },
    {
      name: 'counts (all 15)',
      run: (repositories) => countFolders(repositories.orders, STAFF_NAME),
    },
    {
      name: 'order detail',
      run: (repositories, call) =>
        repositories.orderDetail.orderDetails(1 + ((call * 7919) % orders), MAIL_ADDRESSES),
    },
  ];
  /** @param {number[]} times */
  const figures = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  };
  /** @param {string} label @param {{ p50: number, p99: number }} figure */
  const line = (label, { p50, p99 }) =>
    console.log(`${label.padEnd(40)} p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms`);

  console.log(`${orders} orders, ${calls} calls per row, pool of ${POOL_SIZE}`);
  console.log(`load average ${load()} at ${new Date().toISOString()}`);
  for (const statement of statements) {
    /** @type {Record<string, Map<string, number[]>>} */
    const times = { named: new Map(), unnamed: new Map() };
    for (let call = 0; call < WARM_UP + calls; call++) {
      const group = statement.group?.(call) ?? '';
      // Each mode first on every other call, so neither always finds the other's warm cache.
      for (const { mode, repositories } of call % 2 ? modes : [...modes].reverse()) {
        const started = performance.now();
        await statement.run(repositories, call);
        const elapsed = performance.now() - started;
        if (call >= WARM_UP) times[mode].set(group, [...(times[mode].get(group) ?? []), elapsed]);
      }
    }
    for (const { mode } of modes) {
      line(`${statement.name} ${mode}`, figures([...times[mode].values()].flat()));
    }
    if (!statement.group) continue;
    for (const { mode } of modes) {
      const [slowest, figure] = [...times[mode]]
        .map(([group, groupTimes]) => /** @type {const} */ ([group, figures(groupTimes)]))
        .sort((a, b) => b[1].p50 - a[1].p50)[0];
      line(`${statement.name} ${mode}, slowest: ${slowest}`, figure);
    }
  }
  console.log(`load average ${load()} at ${new Date().toISOString()}`);
} finally {
  await Promise.all(databases.map((db) => db.destroy()));
  await scratch.drop();
}
