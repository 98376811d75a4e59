// Kept beside the federation runtime's own plugins because a measured figure needs it: a remote
// that accepts the connection and never answers shows its fallback after 15.8 s here (three
// attempts of 4 s, pauses of 0.5 and 1 s; load average 30), while the newest
// @module-federation/retry-plugin on the registry (0.17.1) puts no time limit on an attempt: its
// fetch of such a host's mf-manifest.json was still waiting after 60 s (docs/benchmarks.md,
// "Federation runtime: library or hand-written"). It also pins @module-federation/sdk 0.17.1
// beside the runtime's 2.9.2, and retries without forgetting the remote or reading
// /remotes.json again, which a release switch needs.
import { getInstance, loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePrefetched } from './prefetchedManifests';
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
 * cannot hold the runtime's loading cache forever. A manifest the host prefetched for the
 * route (preloadRemoteScreen) is taken once instead of asked again; it was fetched within the
 * same time.
 */
export function boundedLoadsPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'bounded-remote-loads',
    fetch(url, init) {
      return takePrefetched(url) ?? fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
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
  if (!pluginRegistered) {
    registerPlugins([boundedLoadsPlugin(attemptTimeoutMs)]);
    pluginRegistered = true;
  }
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
