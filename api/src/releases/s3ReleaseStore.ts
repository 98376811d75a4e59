import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseRecord } from '@portal/shared/remotes/releaseCompatibility';
import { S3Bucket, type S3Target } from '../storage/s3Bucket';
import { filesOf } from './buildFiles';
import { releaseFileType } from './releaseFileType';
import {
  isReleaseId,
  metadataText,
  newestFirst,
  openPreferred,
  parseMetadata,
  RELEASE_FILE,
  REQUIRED_FILES,
  uncompressedName,
  type ReleaseEncoding,
  type ReleaseFile,
  type ReleaseStore,
} from './releaseStore';

/** Beside the documents (`uploads/docs/`) in the same bucket: `releases/<remote>/<release id>/`. */
const PREFIX = 'releases/';
/** Files uploaded at a time: a remote's build is a few hundred small files. */
const PUTS_AT_ONCE = 16;

/**
 * Releases as objects of the documents' bucket, so every instance serves the same ones
 * (docs/deployment.md#remote-releases-on-several-instances). A bucket has no rename: `release.json`
 * is written last, only if absent, and a release without it does not exist; a publish cut
 * short is completed by publishing the same build again (its files are the same bytes).
 */
export class S3ReleaseStore implements ReleaseStore {
  private readonly bucket: S3Bucket;

  constructor(target: S3Target) {
    this.bucket = new S3Bucket(target);
  }

  locationOf(remote: string, id: string): string {
    return this.bucket.urlOf(folderOf(remote, id));
  }

  async publish(buildDir: string, metadata: ReleaseRecord): Promise<boolean> {
    const folder = folderOf(metadata.remote, metadata.id);
    if (await this.bucket.exists(`${folder}${RELEASE_FILE}`)) return false;
    const files = (await filesOf(buildDir)).filter((file) => file !== RELEASE_FILE);
    for (let start = 0; start < files.length; start += PUTS_AT_ONCE) {
      await Promise.all(
        files.slice(start, start + PUTS_AT_ONCE).map(async (file) => {
          const content = await readFile(path.join(buildDir, file));
          await this.bucket.put(
            `${folder}${file}`,
            content,
            releaseFileType(uncompressedName(file)),
          );
        }),
      );
    }
    return this.bucket.put(
      `${folder}${RELEASE_FILE}`,
      Buffer.from(metadataText(metadata)),
      releaseFileType(RELEASE_FILE),
      { onlyIfAbsent: true },
    );
  }

  async find(remote: string, id: string): Promise<ReleaseRecord | null> {
    if (!isReleaseId(id)) return null;
    const folder = folderOf(remote, id);
    const present = await Promise.all(
      REQUIRED_FILES.map((file) => this.bucket.exists(`${folder}${file}`)),
    );
    if (present.includes(false)) return null;
    const metadata = await this.bucket.read(`${folder}${RELEASE_FILE}`);
    return metadata ? parseMetadata(metadata.toString('utf8'), remote, id) : null;
  }

  async list(remote: string): Promise<ReleaseRecord[]> {
    const ids: string[] = [];
    for await (const id of this.bucket.listFolders(`${PREFIX}${remote}/`)) ids.push(id);
    return newestFirst(await Promise.all(ids.map((id) => this.find(remote, id))));
  }

  open(
    remote: string,
    id: string,
    file: string,
    encodings: readonly ReleaseEncoding[],
  ): Promise<ReleaseFile | null> {
    return openPreferred(id, file, encodings, (name) =>
      this.bucket.get(`${folderOf(remote, id)}${name}`),
    );
  }

  close(): void {
    this.bucket.close();
  }
}

function folderOf(remote: string, id: string): string {
  return `${PREFIX}${remote}/${id}/`;
}
