import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  REMOTES_MANIFEST_PATH,
  type RemoteName,
  type RemotesManifest,
} from '@portal/shared/remotes/remoteModules';

let manifest: Partial<RemotesManifest> = {};

/**
 * Fetches /remotes.json (no-cache) and registers every remote it names, so a squad's
 * redeployed remote is picked up without rebuilding the shell. Nothing is downloaded
 * from a remote until a route needs it.
 */
export async function registerRemotesFromManifest(): Promise<void> {
  try {
    const response = await fetch(REMOTES_MANIFEST_PATH, { cache: 'no-cache' });
    if (!response.ok) return;
    manifest = (await response.json()) as Partial<RemotesManifest>;
  } catch {
    return;
  }
  registerRemotes(
    (Object.keys(REMOTES) as RemoteName[]).flatMap((name) => {
      const entry = manifest[name];
      return entry ? [{ name, entry }] : [];
    }),
  );
}

/**
 * Prepares a fresh attempt after a failed load: refetches the manifest when the remote
 * was never registered, otherwise forces the runtime to forget the failed entry.
 */
export async function prepareRetry(name: RemoteName): Promise<void> {
  const entry = manifest[name];
  if (!entry) {
    await registerRemotesFromManifest();
    return;
  }
  registerRemotes([{ name, entry }], { force: true });
}
