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
 * Rounds a run's latencies are measured in (measureLatencies): this machine runs at two
 * paces, switching every few seconds, every server at once (docs/benchmarks.md, 'Latency in
 * rounds'), so a request measured in one stretch could fall wholly into a slow spell.
 */
export const LATENCY_ROUNDS = 10;

/** Calls of each request sent before any is timed: connection set-up and cold caches. */
const WARM_UP_CALLS = 20;

/**
 * Two measurements of one request. Latency: one request at a time for `seconds`, timed to
 * the microsecond, so p50 and p99 are what one user waits for the server (a request never
 * queues behind others of the bench). Throughput: autocannon at CONNECTIONS connections
 * for `seconds`, the most the server answers per second; the ratio to the baseline uses it.
 * @param {BenchRequest} request
 * @returns {Promise<Figures>}
 */
export async function measure(request) {
  const [latency] = await measureLatencies([request], 1);
  return withThroughput(request, latency);
}

/**
 * `latency`, a measurement of `request`, with its throughput. Afterwards it waits until the
 * request is served again (untilServed), so the next measurement meets no call of the burst.
 * @param {BenchRequest} request
 * @param {Latency & { failures: Failures }} latency
 * @returns {Promise<Figures>}
 */
export async function withThroughput(request, latency) {
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
  const [latency] = await measureLatencies([request], 1);
  return latency;
}

/**
 * The latency of each request, one call at a time, each timed to the microsecond: in each
 * of `rounds` rounds every request in turn for its `seconds` ÷ `rounds`, so that a slow
 * spell of the machine falls on every request alike, the figures of each request pooled.
 * Each turn opens its own connection with one untimed call: a connection left idle through
 * the others' turns could meet the server's keep-alive timeout.
 * @param {BenchRequest[]} requests
 * @param {number} rounds
 * @returns {Promise<Array<Latency & { failures: Failures }>>} in the order of `requests`
 */
export async function measureLatencies(requests, rounds) {
  for (const request of requests) await sendUntimed(request, { calls: WARM_UP_CALLS });
  const times = requests.map(() => /** @type {number[]} */ ([]));
  const failures = requests.map(() => /** @type {Failures} */ ({}));
  for (let round = 0; round < rounds; round += 1) {
    for (const [at, request] of requests.entries()) {
      const { send, close } = caller(request);
      await send();
      const end = performance.now() + (request.seconds * 1000) / rounds;
      while (performance.now() < end) {
        const started = performance.now();
        const status = await send();
        times[at].push(performance.now() - started);
        if (status >= 400) failures[at][status] = (failures[at][status] ?? 0) + 1;
      }
      close();
    }
  }
  return times.map((samples, at) => {
    samples.sort((a, b) => a - b);
    const rank = (share) => percentile(samples, share) ?? 0;
    return {
      p50: rank(0.5),
      p99: rank(0.99),
      max: samples.at(-1) ?? 0,
      samples: samples.length,
      failures: failures[at],
    };
  });
}

/**
 * Sends `request` one call at a time on one connection and forgets the answers, for
 * `seconds` or `calls`, whichever ends first.
 * @param {Omit<BenchRequest, 'seconds'>} request
 * @param {{ seconds: number, calls?: number } | { seconds?: number, calls: number }} limits
 */
async function sendUntimed(request, { seconds = Infinity, calls = Infinity }) {
  if (!Number.isFinite(seconds) && !Number.isFinite(calls)) {
    throw new Error('sendUntimed needs a number of seconds or calls, or it never ends.');
  }
  const { send, close } = caller(request);
  const end = performance.now() + seconds * 1000;
  for (let sent = 0; sent < calls && performance.now() < end; sent += 1) await send();
  close();
}

/**
 * Sends `request` one call at a time for `seconds` and forgets the answers: a fresh server
 * is slower for its first thousands of calls, which no measured call should pay for.
 * @param {BenchRequest} request
 */
export function warmUp(request) {
  return sendUntimed(request, { seconds: request.seconds });
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
