// What the per-request metrics cost (docs/benchmarks.md, "Per-request metrics"): the CPU
// time of the baseline route answered through Fastify's inject, without and with the
// hooks of api/src/metrics/httpMetrics.ts, alternated so the machine's other load falls on
// both alike. CPU time, not wall-clock: it hardly moves with the other processes' load.
// Needs `npx tsc -b api` first. Usage: node bench/metricsOverhead.mjs [requests per run]
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { instrumentHttp } from '../api/dist/metrics/httpMetrics.js';

const requests = Number(process.argv[2] ?? 20_000);
const ROUNDS = 5;

async function appWith(metrics) {
  const app = Fastify({ logger: false });
  if (metrics) instrumentHttp(app, new Registry());
  app.get('/orders/:id', async () => ({ status: 1, message: 'ok', data: { hello: 'world' } }));
  await app.ready();
  return app;
}

/** Microseconds of CPU per request, over `requests` of them. */
async function cpuPerRequest(app) {
  const started = process.cpuUsage();
  for (let n = 0; n < requests; n += 1) {
    await app.inject({ method: 'GET', url: `/orders/${n}` });
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / requests;
}

const apps = { without: await appWith(false), with: await appWith(true) };
// Warm up both, so neither pays for the JIT.
for (const app of Object.values(apps)) await cpuPerRequest(app);
const runs = { without: [], with: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  for (const name of ['without', 'with']) runs[name].push(await cpuPerRequest(apps[name]));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const without = median(runs.without);
const withMetrics = median(runs.with);
console.log(
  `${new Date().toISOString()}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}, ${requests} requests x ${ROUNDS} rounds`,
);
console.log(
  `CPU per request: ${without.toFixed(1)} µs without, ${withMetrics.toFixed(1)} µs with metrics (+${(withMetrics - without).toFixed(1)} µs)`,
);
