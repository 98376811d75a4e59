import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseMetadata } from '@portal/shared/remotes/releaseCompatibility';

/** The file each release carries beside its build: what it is and what it was built against. */
export const RELEASE_FILE = 'release.json';
/** The files without which a release cannot be loaded at all. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js', RELEASE_FILE];
/** `<version>-<12 hex of the content hash>`: safe as a folder name and a URL segment. */
const RELEASE_ID = /^[0-9a-z][0-9a-z.+_]*(-[0-9a-z.+_]+)*-[0-9a-f]{12}$/i;

export function isReleaseId(id: string): boolean {
  return RELEASE_ID.test(id) && !id.includes('..');
}

/**
 * Where releases are published and read. Publishing never changes a release that exists;
 * the folder store below is the one built so far, an object-storage target implements the
 * same calls (docs/architecture.md, "Releases and deploys").
 */
export interface ReleaseStore {
  /** Publishes the build in `buildDir` as `metadata.id`; false when that release already exists. */
  publish(buildDir: string, metadata: ReleaseMetadata): Promise<boolean>;
  /** The metadata of a complete release (its entry, manifest and metadata present), else null. */
  find(remote: string, id: string): Promise<ReleaseMetadata | null>;
  /** Every complete release of a remote, newest build first. */
  list(remote: string): Promise<ReleaseMetadata[]>;
}

/** Releases as folders: `<dir>/<remote>/<release id>/`, served at /releases/ (plugins/frontEnds). */
export class FolderReleaseStore implements ReleaseStore {
  constructor(readonly dir: string) {}

  async publish(buildDir: string, metadata: ReleaseMetadata): Promise<boolean> {
    const remoteDir = path.join(this.dir, metadata.remote);
    const target = path.join(remoteDir, metadata.id);
    if (await exists(target)) return false;
    // Copied aside and renamed in one step: a reader never sees half a release.
    const incoming = path.join(remoteDir, `.incoming-${randomBytes(6).toString('hex')}`);
    await mkdir(incoming, { recursive: true });
    try {
      await cp(buildDir, incoming, { recursive: true });
      await writeFile(path.join(incoming, RELEASE_FILE), `${JSON.stringify(metadata, null, 2)}\n`);
      if (await exists(target)) return false;
      await rename(incoming, target);
      return true;
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
  }

  async find(remote: string, id: string): Promise<ReleaseMetadata | null> {
    if (!isReleaseId(id)) return null;
    const folder = path.join(this.dir, remote, id);
    for (const file of REQUIRED_FILES) {
      if (!(await exists(path.join(folder, file)))) return null;
    }
    try {
      const metadata = JSON.parse(await readFile(path.join(folder, RELEASE_FILE), 'utf8'));
      return isMetadata(metadata) && metadata.id === id && metadata.remote === remote
        ? metadata
        : null;
    } catch {
      return null;
    }
  }

  async list(remote: string): Promise<ReleaseMetadata[]> {
    const names = await readdir(path.join(this.dir, remote)).catch(() => [] as string[]);
    const found = await Promise.all(names.map((name) => this.find(remote, name)));
    return found
      .filter((metadata): metadata is ReleaseMetadata => metadata !== null)
      .sort((a, b) => b.builtAt.localeCompare(a.builtAt) || b.id.localeCompare(a.id));
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

function isMetadata(value: unknown): value is ReleaseMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const texts = [
    'id',
    'remote',
    'version',
    'contentHash',
    'gitCommit',
    'builtAt',
    'contractVersion',
  ];
  return (
    texts.every((key) => typeof record[key] === 'string') &&
    typeof record.sharedLibraries === 'object' &&
    record.sharedLibraries !== null
  );
}
