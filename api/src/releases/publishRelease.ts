import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseMetadata } from '@portal/shared/remotes/releaseCompatibility';
import { filesOf } from './buildFiles';
import type { ReleaseStore } from './releaseStore';

/** Hex digits of the content hash in a release id: enough to never collide in one remote. */
const HASH_LENGTH = 12;

/** SHA-256 over every file's path and bytes: the same build gives the same hash. */
export async function contentHash(buildDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesOf(buildDir)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(buildDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

interface ManifestShared {
  name: string;
  version: string;
}

/**
 * The libraries the build shares, with the versions it was built with, as its own
 * mf-manifest.json states them; the contract package's modules are the contract version.
 */
async function sharedLibrariesOf(buildDir: string): Promise<Record<string, string>> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as {
    shared?: ManifestShared[];
  };
  const libraries: Record<string, string> = {};
  for (const { name, version } of manifest.shared ?? []) {
    if (!name.startsWith('@portal/') && !name.startsWith('/')) libraries[name] = version;
  }
  return libraries;
}

function gitCommit(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export interface PublishInput {
  remote: string;
  /** The remote's built dist/. */
  buildDir: string;
  /** The remote package's version. */
  version: string;
  /** The contract package's version the build compiled against. */
  contractVersion: string;
  /** Where the commit is read from. */
  repoDir: string;
}

/** Publishes a built remote as an immutable release; `published` false when it already existed. */
export async function publishRelease(
  store: ReleaseStore,
  input: PublishInput,
): Promise<{ metadata: ReleaseMetadata; published: boolean }> {
  const hash = await contentHash(input.buildDir);
  const metadata: ReleaseMetadata = {
    id: `${input.version}-${hash.slice(0, HASH_LENGTH)}`,
    remote: input.remote,
    version: input.version,
    contentHash: hash,
    gitCommit: gitCommit(input.repoDir),
    builtAt: new Date().toISOString(),
    contractVersion: input.contractVersion,
    sharedLibraries: await sharedLibrariesOf(input.buildDir),
  };
  return { metadata, published: await store.publish(input.buildDir, metadata) };
}
