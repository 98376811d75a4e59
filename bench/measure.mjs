import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';

/** Connections of the throughput run: enough to keep one Node process busy. */
export const CONNECTIONS = 10;

/**
 * @typedef {{ url: string, seconds: number, method?: 'GET' | 'POST', body?: unknown, headers?: Record<string, string> }} BenchRequest
 * @typedef {{ p50: number, p99: number, max: number, samples: number }} Latency
 * @typedef {{ rps: number, requests: number }} Throughput
 * @typedef {Record<string, number>} Failures how many answers of each status code of 400 or more
 *   (or 'error', 'timeout') a measurement met
 * @typedef {Latency & Throughput & { failures: Failures }} Figures
 */

/**
 * Two measurements of one request. Latency: one request at a time for `seconds`, timed to
 * the microsecond, so p50 and p99 are what one user waits for the server (a request never
 * queues behind others of the bench). Throughput: autocannon at CONNECTIONS connections
 * for `seconds`, the most the server answers per second; the ratio to the baseline uses it.
 * @param {BenchRequest} request
 * @returns {Promise<Figures>}
 */
export async function measure(request) {
  const latency = await measureLatency(request);
  const throughput = await measureThroughput(request);
  await untilServed(request);
  return {
    ...latency,
    ...throughput,
    // A fast 4xx/5xx would flatter the figures: count them so the report can refuse them.
    failures: summed(latency.failures, throughput.failures),
  };
}

/**
 * One request at a time for `seconds`, after a warm-up, each timed to the microsecond.
 * @param {BenchRequest} request
 */
export async function measureLatency(request) {
  const { send, close } = caller(request);
  // Warm up: the first requests pay for connection set-up and cold caches.
  for (let i = 0; i < 20; i += 1) await send();
  const times = [];
  /** @type {Failures} */
  const failures = {};
  const end = performance.now() + request.seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const status = await send();
    times.push(performance.now() - started);
    if (status >= 400) failures[status] = (failures[status] ?? 0) + 1;
  }
  close();
  times.sort((a, b) => a - b);
  const at = (share) => percentile(times, share) ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? 0, samples: times.length, failures };
}

/**
 * Sends `request` one call at a time for `seconds` and forgets the answers: a fresh server
 * is slower for its first thousands of calls, which no measured call should pay for.
 * @param {BenchRequest} request
 */
export async function warmUp(request) {
  const { send, close } = caller(request);
  const end = performance.now() + request.seconds * 1000;
  while (performance.now() < end) await send();
  close();
}

/** How long the server may take to finish the calls a throughput run left under way. */
const DRAIN_DEADLINE_MS = 60_000;

/**
 * Resolves once `request` is answered other than 429. Autocannon stops with its calls still
 * under way, and the server works each to the end, holding its member's place meanwhile: a
 * search measured on SQLite right after another's burst met the burst's last calls, and 17
 * of its calls were refused (2026-12-05). Once one call is answered, fewer than CONNECTIONS
 * are under way, so the next measurement's calls all find a place.
 * @param {BenchRequest} request
 */
async function untilServed(request) {
  const { send, close } = caller(request);
  const deadline = performance.now() + DRAIN_DEADLINE_MS;
  try {
    while ((await send()) === 429) {
      if (performance.now() > deadline) throw new Error(`${request.url} still answers 429`);
    }
  } finally {
    close();
  }
}

/**
 * One connection that sends `request` again on each `send()`, resolving its status code.
 * @param {Omit<BenchRequest, 'seconds'>} request
 */
function caller({ url, method = 'GET', body, headers = {} }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders =
    payload === undefined ? headers : { ...headers, 'content-type': 'application/json' };
  return {
    send: () => sendOnce(url, { method, headers: allHeaders, agent }, payload),
    close: () => agent.destroy(),
  };
}

/**
 * The value at `share` (0.5, 0.99…) of values sorted ascending: the nearest rank below.
 * @param {number[]} sorted
 * @param {number} share
 */
export function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/**
 * @param {string} url
 * @param {import('node:http').RequestOptions} options
 * @param {string | undefined} payload
 * @returns {Promise<number>} the status code, once the whole answer has arrived
 */
function sendOnce(url, options, payload) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, options, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** @param {BenchRequest} request */
async function measureThroughput({ url, seconds, method = 'GET', body, headers = {} }) {
  const result = await autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    failures: summed(
      Object.fromEntries(
        Object.entries(result.statusCodeStats)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, { count }]) => [status, count]),
      ),
      { error: result.errors, timeout: result.timeouts },
    ),
  };
}

/**
 * @param {Failures[]} parts
 * @returns {Failures} the counts of every part added up, without zeros
 */
function summed(...parts) {
  /** @type {Failures} */
  const total = {};
  for (const [key, count] of parts.flatMap((part) => Object.entries(part))) {
    if (count > 0) total[key] = (total[key] ?? 0) + count;
  }
  return total;
}

/**
 * Throws when any answer of the measurement was not 2xx, naming each status code and its
 * count: a fast error would flatter the figures, and the code says where to look (429: calls
 * still under way). A figure is kept only when every call was served.
 * @param {string} name
 * @param {{ failures: Failures }} figures a measurement's figures
 */
export function assertAllServed(name, { failures }) {
  const entries = Object.entries(failures);
  if (entries.length === 0) return;
  const count = entries.reduce((sum, [, n]) => sum + n, 0);
  const byCode = entries.map(([key, n]) => `${key}: ${n}`).join(', ');
  throw new Error(`${name}: ${count} failed requests (${byCode})`);
}
