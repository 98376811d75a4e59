import type { Readable } from 'node:stream';
import type { ReleaseRecord } from '@portal/shared/remotes/releaseCompatibility';

/** The file each release carries beside its build: what it is and what it was built against. */
export const RELEASE_FILE = 'release.json';
/** The files without which a release cannot be loaded at all. */
export const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js', RELEASE_FILE] as const;
/** `<version>-<12 hex of the content hash>`: safe as a folder name and a URL segment. */
const RELEASE_ID = /^[0-9a-z][0-9a-z.+_]*(-[0-9a-z.+_]+)*-[0-9a-f]{12}$/i;

export function isReleaseId(id: string): boolean {
  return RELEASE_ID.test(id) && !id.includes('..');
}

/** How a file may be sent compressed: the build writes `.br` and `.gz` copies beside it. */
export type ReleaseEncoding = 'br' | 'gzip';
const SUFFIXES: Record<ReleaseEncoding, string> = { br: '.br', gzip: '.gz' };

export interface ReleaseFile {
  stream: Readable;
  size: number;
  /** The Content-Encoding of `stream`; null: the file as it was built. */
  encoding: ReleaseEncoding | null;
  /** Changes whenever the bytes would; null when the store has none. */
  etag: string | null;
}

/**
 * Where releases are published and read: a folder, or a bucket prefix when the scale-out
 * storage is configured (docs/architecture.md, "Releases and deploys"). Publishing never
 * changes a release that exists.
 */
export interface ReleaseStore {
  /** Where a release is kept, for the squad's command line: a folder or an s3:// URL. */
  locationOf(remote: string, id: string): string;
  /** Publishes the build in `buildDir` as `metadata.id`; false when that release already exists. */
  publish(buildDir: string, metadata: ReleaseRecord): Promise<boolean>;
  /** The metadata of a complete release (its entry, manifest and metadata present), else null. */
  find(remote: string, id: string): Promise<ReleaseRecord | null>;
  /** Every complete release of a remote, newest build first. */
  list(remote: string): Promise<ReleaseRecord[]>;
  /**
   * One file of a release (a path inside it, checked by the caller), in the first of
   * `encodings` the build has a copy in, else as built; null when there is no such file.
   */
  open(
    remote: string,
    id: string,
    file: string,
    encodings: readonly ReleaseEncoding[],
  ): Promise<ReleaseFile | null>;
  close(): void;
}

/**
 * Opens `file` of release `id` as the first of `encodings` it has a precompressed copy in
 * (the build writes `.br` and `.gz` beside it), else as built; `openStored` opens one stored
 * name of the release, null when there is none.
 */
export async function openPreferred(
  id: string,
  file: string,
  encodings: readonly ReleaseEncoding[],
  openStored: (name: string) => Promise<Omit<ReleaseFile, 'encoding'> | null>,
): Promise<ReleaseFile | null> {
  if (!isReleaseId(id)) return null;
  const candidates = [
    ...encodings.map((encoding) => ({ name: `${file}${SUFFIXES[encoding]}`, encoding })),
    { name: file, encoding: null },
  ];
  for (const { name, encoding } of candidates) {
    const opened = await openStored(name);
    if (opened) return { ...opened, encoding };
  }
  return null;
}

/** The name of the file a precompressed copy was made from. */
export function uncompressedName(name: string): string {
  return name.replace(/\.(br|gz)$/, '');
}

/** A release's `release.json`, when it names the release it was found as. */
export function parseMetadata(text: string, remote: string, id: string): ReleaseRecord | null {
  try {
    const metadata: unknown = JSON.parse(text);
    return isMetadata(metadata) && metadata.id === id && metadata.remote === remote
      ? metadata
      : null;
  } catch {
    return null;
  }
}

export function metadataText(metadata: ReleaseRecord): string {
  return `${JSON.stringify(metadata, null, 2)}\n`;
}

/** The complete releases among `found`, newest build first. */
export function newestFirst(found: readonly (ReleaseRecord | null)[]): ReleaseRecord[] {
  return found
    .filter((metadata): metadata is ReleaseRecord => metadata !== null)
    .sort((a, b) => b.builtAt.localeCompare(a.builtAt) || b.id.localeCompare(a.id));
}

function isMetadata(value: unknown): value is ReleaseRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const texts = ['id', 'remote', 'version', 'contentHash', 'gitCommit', 'builtAt'];
  // A release published before releases recorded what they use has no `needs`: it is listed,
  // and refused (releases/hostCompatibility).
  return (
    texts.every((key) => typeof record[key] === 'string') &&
    (record.needs === undefined || (typeof record.needs === 'object' && record.needs !== null))
  );
}
