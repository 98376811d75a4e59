import autocannon from 'autocannon';

export const CONNECTIONS = 10;

/**
 * @typedef {{ p50: number, p99: number, rps: number, requests: number, failures: number }} Figures
 */

/**
 * Load on one URL for `seconds` at CONNECTIONS connections.
 * @param {{ url: string, seconds: number, method?: 'GET' | 'POST', body?: unknown, headers?: Record<string, string> }} request
 * @returns {Promise<Figures>}
 */
export async function measure({ url, seconds, method = 'GET', body, headers = {} }) {
  const result = await autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    // A fast 4xx/5xx would flatter the figures: count them so the report can refuse them.
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
