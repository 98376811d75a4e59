import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  CompatibilityRecord,
  ReleaseRecord,
} from '@portal/shared/remotes/releaseCompatibility';
import { filesOf } from './buildFiles';
import { COMPATIBILITY_FILE } from './hostCompatibility';
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

/**
 * What the build needs of its host, as it recorded (webpack/CompatibilityRecordPlugin.js): a
 * build without the record is not a production build of a remote.
 */
async function needsOf(buildDir: string): Promise<CompatibilityRecord> {
  const file = path.join(buildDir, COMPATIBILITY_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as CompatibilityRecord;
  } catch {
    throw new Error(
      `${file} is missing: publish a production build (npm run release -w <remote>).`,
    );
  }
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
  /** Where the commit is read from. */
  repoDir: string;
}

/** Publishes a built remote as an immutable release; `published` false when it already existed. */
export async function publishRelease(
  store: ReleaseStore,
  input: PublishInput,
): Promise<{ metadata: ReleaseRecord; published: boolean }> {
  const hash = await contentHash(input.buildDir);
  const metadata: ReleaseRecord = {
    id: `${input.version}-${hash.slice(0, HASH_LENGTH)}`,
    remote: input.remote,
    version: input.version,
    contentHash: hash,
    gitCommit: gitCommit(input.repoDir),
    builtAt: new Date().toISOString(),
    needs: await needsOf(input.buildDir),
  };
  return { metadata, published: await store.publish(input.buildDir, metadata) };
}
