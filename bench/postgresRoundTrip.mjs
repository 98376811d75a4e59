// The floor under every PostgreSQL figure: one round trip from Node to PostgreSQL and back.
// Times `select $1::int` and the guard's read of a member's row (`staff` by primary key), each
// a named statement on one connection, one call at a time, over TCP and over the server's
// Unix socket, and prints p50 and p99 in ms. A request's database time is at least its
// statements times this.
//
// node bench/postgresRoundTrip.mjs [--calls 3000]   (BENCH_DATABASE_URL, as `npm run bench`)
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH_DATABASE_URL } from './databases.mjs';
import { positiveOption } from './options.mjs';

const SOCKET_FOLDER = '/var/run/postgresql';
const STATEMENTS = {
  'select $1': 'select $1::int as value',
  "a member's row": 'select * from staff where id = $1',
};

/** p50 and p99, in ms, of `calls` runs of `text` on `client`. */
async function time(client, name, text, calls) {
  const took = [];
  for (let call = 0; call < calls; call += 1) {
    const start = process.hrtime.bigint();
    await client.query({ name, text, values: [1] });
    took.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  took.sort((a, b) => a - b);
  const at = (share) => took[Math.min(took.length - 1, Math.floor(share * took.length))];
  return `p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms`;
}

const { values } = parseArgs({ options: { calls: { type: 'string', default: '3000' } } });
const calls = positiveOption('calls', values.calls, { whole: true });
for (const [route, host] of [
  ['TCP', undefined],
  ['Unix socket', SOCKET_FOLDER],
]) {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL, ...(host && { host }) });
  await client.connect();
  try {
    for (const [label, text] of Object.entries(STATEMENTS)) {
      const figures = await time(client, label, text, calls);
      process.stdout.write(`${route.padEnd(12)} ${label.padEnd(15)} ${figures}\n`);
    }
  } finally {
    await client.end();
  }
}
