/**
 * Remote manifests fetched ahead of the federation runtime (preloadRemoteScreen): the runtime's
 * fetch (boundedRemoteLoads) takes the answer once instead of asking again, so a route's
 * manifest is asked for only once and as early as the host knows the route.
 */
const waiting = new Map<string, Promise<Response>>();

const keyOf = (url: string) => new URL(url, window.location.href).href;

/** Fetches `url` within `timeoutMs`; the runtime takes a copy of the answer once. */
export function prefetchForRuntime(url: string, timeoutMs: number): Promise<Response> {
  const response = fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const copy = response.then((answer) => answer.clone());
  // Never taken (the route changed): its failure is nobody's to report.
  copy.catch(() => undefined);
  waiting.set(keyOf(url), copy);
  return response;
}

/** The prefetched answer for `url`, once; undefined when it was not prefetched or is taken. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const key = keyOf(url);
  const response = waiting.get(key);
  waiting.delete(key);
  return response;
}
