import { REMOTE_LOAD_POLICY, sharedOnPage } from './boundedRemoteLoads';
import { prefetchForRuntime } from './prefetchedManifests';
import { manifestUrlOf } from './remotesManifest';
import type { RemoteTarget } from '@portal/shared/remotes/remoteTarget';

/** What a remote's mf-manifest.json says of its entry. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
}

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

async function jsonOf<T>(response: Promise<Response>): Promise<T | null> {
  try {
    const answer = await response;
    return answer.ok ? ((await answer.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Starts downloading, all at once, every file a remote screen needs, as its remote's build lists
 * them: its mf-manifest.json (handed to the federation runtime), its entry, the screen's chunks
 * and the fallbacks of the shared modules it needs that this page does not provide yet
 * (docs/benchmarks.md, "First screens"). Without it each of these waited for the one before it
 * had run. Nothing runs before the route loads the screen; a remote that is down or slow to
 * answer only leaves its files to be loaded as before, within the same time limit.
 */
export async function preloadRemoteScreen({ remote, module }: RemoteTarget): Promise<void> {
  const manifestUrl = manifestUrlOf(remote);
  if (!manifestUrl) return;
  const { attemptTimeoutMs } = REMOTE_LOAD_POLICY;
  const base = new URL(manifestUrl, window.location.href);
  const fileUrl = (name: string) => new URL(name, base).href;
  const [manifest, loadMap] = await Promise.all([
    jsonOf<FederationManifest>(prefetchForRuntime(manifestUrl, attemptTimeoutMs)),
    jsonOf<LoadMap>(
      fetch(fileUrl('load-map.json'), { signal: AbortSignal.timeout(attemptTimeoutMs) }),
    ),
  ]);
  if (!manifest) return;
  const { path, name } = manifest.metaData.remoteEntry;
  preloadScript(fileUrl([path, name].filter(Boolean).join('/')));
  const exposed = loadMap?.exposes?.[module];
  if (!loadMap || !exposed) return;
  const onPage = sharedOnPage();
  const fallbacks = exposed.shared
    .filter((key) => !onPage.has(key))
    .flatMap((key) => loadMap.provided[key] ?? []);
  for (const file of [...exposed.files, ...fallbacks]) preloadScript(fileUrl(file));
}
