import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  REMOTES_MANIFEST_PATH,
  remoteEntryUrl,
  type RemoteName,
  type RemotesManifest,
} from '@portal/shared/remotes/remoteModules';

let manifest: Partial<RemotesManifest> = {};
/** remote → the mf-manifest.json URL registered with the runtime. */
const registered = new Map<RemoteName, string>();
/** remote → why its active release was refused (built against another contract). */
const refusals = new Map<RemoteName, string>();
/** remote → how often it was switched to another release while the page is open. */
const generations = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

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
 * Registers a remote from the manifest read last, unless its release needs what this host's
 * build does not provide (docs/architecture.md, "Releases and deploys"): that remote is
 * refused, its routes say why, the rest is untouched.
 */
function register(name: RemoteName, force: boolean): void {
  const value = manifest[name];
  if (!value) return;
  const entry = remoteEntryUrl(value);
  if (typeof value === 'object' && value.release.problems.length > 0) {
    const reason = `release ${value.release.id} does not fit this portal: ${value.release.problems.join('; ')}`;
    refusals.set(name, reason);
    registered.delete(name);
    console.error(`The ${name} remote is refused: ${reason}`);
    return;
  }
  refusals.delete(name);
  registerRemotes([{ name, entry }], { force });
  registered.set(name, entry);
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
  for (const name of names) register(name, false);
}

/**
 * Prepares a fresh attempt after a failed load: asks /remotes.json again (the remote may
 * have been redeployed elsewhere meanwhile) and forces the runtime to forget the failed
 * entry (its cached manifest, entry script and loading promises).
 */
export async function prepareRetry(name: RemoteName): Promise<void> {
  await fetchManifest();
  register(name, true);
}

/**
 * On a navigation to one of its routes: when /remotes.json now points the remote at
 * another release, registers that one and moves the remote to its next generation, so
 * the route loads the new release whole (docs/decisions.md, "Open pages during a deploy").
 */
export async function refreshRemote(name: RemoteName): Promise<void> {
  if (!(await fetchManifest())) return;
  const value = manifest[name];
  const entry = remoteEntryUrl(value);
  const wasRefused = refusals.has(name);
  if (!value || (registered.get(name) === entry && !wasRefused)) return;
  register(name, true);
  generations.set(name, remoteGeneration(name) + 1);
  for (const listener of listeners) listener();
}

/** The mf-manifest.json URL the remote is registered with, or null while it is not. */
export function manifestUrlOf(name: RemoteName): string | null {
  return registered.get(name) ?? null;
}

/** Why the remote's release is refused, or null when it may be loaded. */
export function refusalOf(name: RemoteName): string | null {
  return refusals.get(name) ?? null;
}

/** Counts the switches of a remote to another release while the page is open. */
export function remoteGeneration(name: RemoteName): number {
  return generations.get(name) ?? 0;
}

export function subscribeRemoteSwitches(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
