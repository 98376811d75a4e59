import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  compatibilityProblems,
  type CompatibilityRecord,
  type ReleaseRecord,
} from '@portal/shared/remotes/releaseCompatibility';
import { HOSTS, REMOTES, type RemoteName } from '@portal/shared/remotes/remoteModules';

/** The file every production build writes (webpack/CompatibilityRecordPlugin.js). */
export const COMPATIBILITY_FILE = 'compatibility.json';

const cache = new Map<string, { modified: number; record: CompatibilityRecord }>();

/**
 * What the build of the host a remote runs in provides, as its compatibility.json says; read
 * again when the host is rebuilt; null while the host has no production build.
 */
export function hostProvides(repoRoot: string, remote: RemoteName): CompatibilityRecord | null {
  const file = path.join(repoRoot, HOSTS[REMOTES[remote].host].folder, 'dist', COMPATIBILITY_FILE);
  let modified: number;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached?.modified === modified) return cached.record;
  const record = JSON.parse(readFileSync(file, 'utf8')) as CompatibilityRecord;
  cache.set(file, { modified, record });
  return record;
}

/**
 * Why `release` cannot run in the current build of its host (docs/architecture.md, "Releases
 * and deploys"); empty when it can.
 */
export function releaseProblems(
  repoRoot: string,
  remote: RemoteName,
  release: ReleaseRecord,
): string[] {
  const { needs } = release;
  if (!needs) return ['nothing of what it uses is recorded (publish it again)'];
  const needsNothing = [needs.contract, needs.libraries, needs.subsets].every(
    (part) => Object.keys(part).length === 0,
  );
  if (needsNothing) return [];
  const provides = hostProvides(repoRoot, remote);
  if (!provides) {
    const host = HOSTS[REMOTES[remote].host].folder;
    return [`${host} has no production build to check it against (npm run build)`];
  }
  return compatibilityProblems(needs, provides);
}
