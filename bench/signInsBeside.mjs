// What sign-ins cost the other members of an instance: against a running portal (`--url`),
// one member's folder counts are timed one call at a time for --seconds while nobody signs
// in, then for as long again while another client signs in as the demo admin, one sign-in
// after another (docs/benchmarks.md, "Password checks off the event loop"). A password
// check that holds the event loop shows as the counts' p99 and max growing by about the
// length of one check.
// node bench/signInsBeside.mjs --url http://127.0.0.1:PORT [--seconds 10]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { assertAllServed, measureLatency } from './measure.mjs';
import { positiveOption } from './options.mjs';
import { DEMO_ADMIN, signIn } from './portalSession.mjs';

const COUNTS_PATH = '/api/admin/get-folder-count';

/** The counts' p50, p99 and max in ms, one call at a time for `seconds`. */
async function timeCounts(base, headers, seconds) {
  const figures = await measureLatency({ url: `${base}${COUNTS_PATH}`, seconds, headers });
  assertAllServed('counts', figures);
  return figures;
}

/** Signs in one sign-in after another until `stop()`; resolves with how many and their median. */
function signInsUntil(base) {
  let stopped = false;
  const done = (async () => {
    const times = [];
    while (!stopped) {
      const started = performance.now();
      await signIn(base, DEMO_ADMIN);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { signIns: times.length, median: times[Math.floor(times.length / 2)] ?? 0 };
  })();
  return { stop: () => ((stopped = true), done) };
}

const { values } = parseArgs({ options: { url: { type: 'string' }, seconds: { type: 'string' } } });
if (!values.url) throw new Error('--url of a running portal is required');
const seconds = positiveOption('seconds', values.seconds ?? '10');
const base = values.url.replace(/\/$/, '');
const headers = { authorization: await signIn(base) };
const alone = await timeCounts(base, headers, seconds);
const signIns = signInsUntil(base);
const beside = await timeCounts(base, headers, seconds);
const { signIns: count, median } = await signIns.stop();
const row = (name, f) =>
  `| ${name} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} | ${f.max.toFixed(2)} | ${f.samples} |`;
process.stdout.write(
  [
    `Folder counts one call at a time, ${seconds} s each, ms. Load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}.`,
    '',
    '| counts | p50 | p99 | max | calls |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('nobody signing in', alone),
    row('sign-ins one after another beside', beside),
    '',
    `${count} sign-ins beside, median ${median.toFixed(1)} ms each.`,
    '',
  ].join('\n'),
);
