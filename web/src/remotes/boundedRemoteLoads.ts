// Kept beside the federation runtime's own plugins because measured figures need it
// (docs/benchmarks.md, "Federation runtime: library or hand-written"): a queues remote that
// accepts the connection and never answers shows its fallback after 14.8–15.4 s here (three
// attempts of 4 s, pauses of 0.5 and 1 s; bench/remoteDown.mjs, load average 13–28),
// while @module-federation/retry-plugin 0.17.1, the newest on the registry, cannot keep a time
// limit. The runtime runs every plugin's `fetch` hook in turn: registered before this plugin,
// its fetch of a hung host's mf-manifest.json was still waiting after 20 s; registered after
// it, it never retries (the time limit's abort ends the hook) and fetches every manifest that
// answers a second time (2 requests instead of 1). It also retries without forgetting the
// remote or reading /remotes.json again, which a release switch needs. The runtime's
// `errorLoadRemote` is left alone too: a module returned from it counts as loaded, so no
// attempt would follow; the audience's fallback is the host's error boundary (ui/RemoteScreen).
import { getInstance, loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { prepareRetry, refusalOf } from './remotesManifest';
import type { RemoteName } from '@portal/shared/remotes/remoteModules';

/**
 * How long one attempt to load a remote screen may take (its manifest, entry script and
 * chunks together), and how often it is tried again, with a growing pause, before the
 * host shows its fallback (docs/reliability.md, "Remote loads"). The build reads
 * REMOTE_LOAD_TIMEOUT_MS; the default keeps the worst case around a quarter of a minute.
 */
export const REMOTE_LOAD_POLICY = {
  attemptTimeoutMs: Number(process.env.REMOTE_LOAD_TIMEOUT_MS) || 4000,
  retries: 2,
  firstPauseMs: 500,
};

/** Shared modules a container of this page already provides: a remote takes them from there. */
export function sharedOnPage(): Set<string> {
  return new Set(Object.keys(getInstance()?.shareScopeMap['default'] ?? {}));
}

/**
 * Has the runtime preload one exposed module of a remote: its manifest into the runtime's
 * cache, its entry and the files the manifest lists for the module. Through the instance, so
 * the hosts import of the runtime what they did before (a new import there split its
 * re-export module in two files of one content, and the page then asked for the one its
 * preloads did not name).
 */
export function preloadExposed(remote: RemoteName, module: string): Promise<void> {
  return (
    getInstance()?.preloadRemote([{ nameOrAlias: remote, exposes: [module] }]) ?? Promise.resolve()
  );
}

/** A remote that could not be loaded within the policy; the runtime's own error is its cause. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} remote could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Module Federation runtime plugin: the manifest fetch and the entry script give up
 * after one attempt's time, so a host that accepts the connection and never answers
 * cannot hold the runtime's loading cache forever.
 */
export function boundedLoadsPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'bounded-remote-loads',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    createScript() {
      return { timeout: timeoutMs };
    },
  };
}

/** A remote whose active release this host refuses to run; the reason names the mismatch. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: string,
  ) {
    super(`The ${remote} remote is refused: ${reason}`);
    this.name = 'RemoteRefusedError';
  }
}

function throwIfRefused(remote: RemoteName): void {
  const reason = refusalOf(remote);
  if (reason) throw new RemoteRefusedError(remote, reason);
}

let pluginRegistered = false;

/** Puts the time limit on every load of the runtime from now on (loads and preloads alike). */
export function registerBoundedLoads(): void {
  if (pluginRegistered) return;
  registerPlugins([boundedLoadsPlugin(REMOTE_LOAD_POLICY.attemptTimeoutMs)]);
  pluginRegistered = true;
}

function timeLimit(ms: number, remote: RemoteName): { promise: Promise<never>; clear(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${remote} did not load within ${ms} ms`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `remote/module` within the policy: each attempt is cut off after its time, a
 * failed attempt makes the runtime forget the remote, and the next one waits twice as
 * long as the one before. The runtime's errors go to the console, never to the screen;
 * after the last attempt it rejects with a RemoteUnavailableError, and at once with a
 * RemoteRefusedError when the remote's release does not fit this host.
 */
export async function loadRemoteBounded<T>(remote: RemoteName, module: string): Promise<T> {
  const { attemptTimeoutMs, retries, firstPauseMs } = REMOTE_LOAD_POLICY;
  registerBoundedLoads();
  throwIfRefused(remote);
  for (let attempt = 0; ; attempt += 1) {
    const limit = timeLimit(attemptTimeoutMs, remote);
    try {
      const loaded = await Promise.race([loadRemote<T>(`${remote}/${module}`), limit.promise]);
      if (!loaded) throw new Error(`${remote}/${module} exposes nothing`);
      return loaded;
    } catch (error) {
      console.error(`Loading ${remote}/${module} failed (attempt ${attempt + 1})`, error);
      await prepareRetry(remote);
      throwIfRefused(remote);
      if (attempt >= retries) throw new RemoteUnavailableError(remote, error);
      await pause(firstPauseMs * 2 ** attempt);
    } finally {
      limit.clear();
    }
  }
}
