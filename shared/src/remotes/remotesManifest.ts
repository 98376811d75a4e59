import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  REMOTES_MANIFEST_PATH,
  type RemoteName,
  type RemotesManifest,
} from './remoteModules';

let manifest: Partial<RemotesManifest> = {};

/** Reads /remotes.json (no-cache); keeps the last one read when it cannot be fetched. */
async function fetchManifest(): Promise<boolean> {
  try {
    const response = await fetch(REMOTES_MANIFEST_PATH, { cache: 'no-cache' });
    if (!response.ok) return false;
    manifest = (await response.json()) as Partial<RemotesManifest>;
    return true;
  } catch {
    return false;
  }
}

/**
 * Fetches /remotes.json and registers the remotes this host loads, so a squad's
 * redeployed remote is picked up without rebuilding the host. Nothing is downloaded from a
 * remote until a route needs it. A manifest that cannot be fetched leaves them
 * unregistered: their routes show the fallback, whose Retry asks again.
 */
export async function registerRemotesFromManifest(
  names: readonly RemoteName[] = Object.keys(REMOTES) as RemoteName[],
): Promise<void> {
  if (!(await fetchManifest())) return;
  registerRemotes(
    names.flatMap((name) => {
      const entry = manifest[name];
      return entry ? [{ name, entry }] : [];
    }),
  );
}

/**
 * Prepares a fresh attempt after a failed load: asks /remotes.json again (the remote may
 * have been redeployed elsewhere meanwhile) and forces the runtime to forget the failed
 * entry (its cached manifest, entry script and loading promises).
 */
export async function prepareRetry(name: RemoteName): Promise<void> {
  await fetchManifest();
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
