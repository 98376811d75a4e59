import { randomBytes } from 'node:crypto';
import { cp, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseRecord } from '@portal/shared/remotes/releaseCompatibility';
import {
  isReleaseId,
  metadataText,
  newestFirst,
  openPreferred,
  parseMetadata,
  RELEASE_FILE,
  REQUIRED_FILES,
  type ReleaseEncoding,
  type ReleaseFile,
  type ReleaseStore,
} from './releaseStore';

/** Releases as folders: `<dir>/<remote>/<release id>/`, for one instance (RELEASES_DIR). */
export class FolderReleaseStore implements ReleaseStore {
  constructor(readonly dir: string) {}

  locationOf(remote: string, id: string): string {
    return path.join(this.dir, remote, id);
  }

  async publish(buildDir: string, metadata: ReleaseRecord): Promise<boolean> {
    const remoteDir = path.join(this.dir, metadata.remote);
    const target = path.join(remoteDir, metadata.id);
    if (await exists(target)) return false;
    // Copied aside and renamed in one step: a reader never sees half a release.
    const incoming = path.join(remoteDir, `.incoming-${randomBytes(6).toString('hex')}`);
    await mkdir(incoming, { recursive: true });
    try {
      await cp(buildDir, incoming, { recursive: true });
      await writeFile(path.join(incoming, RELEASE_FILE), metadataText(metadata));
      if (await exists(target)) return false;
      await rename(incoming, target);
      return true;
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
  }

  async find(remote: string, id: string): Promise<ReleaseRecord | null> {
    if (!isReleaseId(id)) return null;
    const folder = this.locationOf(remote, id);
    for (const file of REQUIRED_FILES) {
      if (!(await exists(path.join(folder, file)))) return null;
    }
    const text = await readFile(path.join(folder, RELEASE_FILE), 'utf8').catch(() => '');
    return parseMetadata(text, remote, id);
  }

  async list(remote: string): Promise<ReleaseRecord[]> {
    const names = await readdir(path.join(this.dir, remote)).catch(() => [] as string[]);
    return newestFirst(await Promise.all(names.map((name) => this.find(remote, name))));
  }

  open(
    remote: string,
    id: string,
    file: string,
    encodings: readonly ReleaseEncoding[],
  ): Promise<ReleaseFile | null> {
    return openPreferred(id, file, encodings, (name) =>
      openFile(path.join(this.locationOf(remote, id), name)),
    );
  }

  close(): void {
    // Holds nothing open between calls.
  }
}

async function openFile(file: string): Promise<Omit<ReleaseFile, 'encoding'> | null> {
  const handle = await open(file).catch(() => null);
  if (!handle) return null;
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    return null;
  }
  return {
    stream: handle.createReadStream(),
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
  };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
