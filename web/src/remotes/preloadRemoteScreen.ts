import {
  REMOTE_LOAD_POLICY,
  preloadExposed,
  registerBoundedLoads,
  sharedOnPage,
} from './boundedRemoteLoads';
import { manifestUrlOf } from './remotesManifest';
import type { RemoteTarget } from '@portal/shared/remotes/remoteTarget';

/** What a remote's build lists of its files (load-map.json, webpack/LoadMapPlugin.js). */
interface LoadMap {
  provided: Record<string, string[]>;
  exposes?: Record<string, { files: string[]; shared: string[] }>;
}

const preloading = new Set<string>();

function preloadScript(url: string): void {
  if (preloading.has(url)) return;
  preloading.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = url;
  document.head.append(link);
}

async function loadMapOf(url: string, timeoutMs: number): Promise<LoadMap | null> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return answer.ok ? ((await answer.json()) as LoadMap) : null;
  } catch {
    return null;
  }
}

/**
 * Starts downloading, all at once, every file a remote screen needs (docs/benchmarks.md,
 * "First screens"). The federation runtime's own `preloadRemote` (`preloadExposed`) fetches the remote's
 * mf-manifest.json into its cache (the route's load does not ask again), loads its entry
 * and the files the manifest lists for the screen; beside it, from the remote's
 * load-map.json (webpack/LoadMapPlugin.js), the screen's chunks and the fallbacks of the
 * shared modules it needs that this page does not provide yet, which the manifest does not
 * list. Without it each of these waited for the one before it had run. The screen's code
 * runs only when the route loads it; a remote that is down or slow to answer only leaves its
 * files to be loaded as before, within the same time limit.
 */
export async function preloadRemoteScreen({ remote, module }: RemoteTarget): Promise<void> {
  const manifestUrl = manifestUrlOf(remote);
  if (!manifestUrl) return;
  registerBoundedLoads();
  const fileUrl = (name: string) => new URL(name, new URL(manifestUrl, window.location.href)).href;
  // A failure is the route's to show, within the remote-load policy.
  const runtimePreload = preloadExposed(remote, module).catch(() => undefined);
  const loadMap = await loadMapOf(fileUrl('load-map.json'), REMOTE_LOAD_POLICY.attemptTimeoutMs);
  const exposed = loadMap?.exposes?.[module];
  if (!loadMap || !exposed) return runtimePreload;
  const onPage = sharedOnPage();
  const fallbacks = exposed.shared
    .filter((key) => !onPage.has(key))
    .flatMap((key) => loadMap.provided[key] ?? []);
  for (const file of [...exposed.files, ...fallbacks]) preloadScript(fileUrl(file));
  await runtimePreload;
}
