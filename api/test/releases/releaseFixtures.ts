import { rmSync } from 'node:fs';
import path from 'node:path';
import type { CompatibilityRecord } from '@portal/shared/remotes/releaseCompatibility';
import type { AppConfig } from '../../src/config';
import { loadConfig } from '../../src/config';
import { publishRelease } from '../../src/releases/publishRelease';
import type { ReleaseStore } from '../../src/releases/releaseStore';
import { S3Bucket } from '../../src/storage/s3Bucket';
import { testStorageEnv } from '../helpers/s3Server';
import { makeTempDir, writeFiles } from '../helpers/testApp';

type StoreConfig = Pick<AppConfig, 'storage' | 'releasesDir'>;

/**
 * Where a test's releases go, as the server would choose: RELEASES_DIR in a new temporary
 * DATA_DIR, or in the S3 project a bucket of its own on the project's s3rver.
 */
export async function testReleaseConfig(): Promise<StoreConfig & { dataDir: string }> {
  const dataDir = makeTempDir();
  const { storage, releasesDir } = loadConfig({ DATA_DIR: dataDir, ...(await testStorageEnv()) });
  return { storage, releasesDir, dataDir };
}

export interface FakeBuild {
  remote?: string;
  /** Makes each build, and so its release, different. */
  text: string;
  /** What the build needs of its host (compatibility.json): nothing by default. */
  needs?: Partial<CompatibilityRecord>;
}

/** A fake build of a remote in `dir`: the files a release needs, precompressed copies and a map. */
export function writeFakeBuild(dir: string, options: FakeBuild): void {
  writeFiles(dir, {
    'mf-manifest.json': JSON.stringify({ name: options.remote ?? 'queues' }),
    'compatibility.json': JSON.stringify({
      contract: {},
      libraries: {},
      subsets: {},
      ...options.needs,
    }),
    'mf-manifest.json.br': `brotli of the manifest: ${options.text}`,
    'remoteEntry.js': `var queues; // ${options.text}`,
    'src_Queue.0a1b2c3d.js': options.text,
    'src_Queue.0a1b2c3d.js.gz': `gzip of ${options.text}`,
    'src_Queue.0a1b2c3d.js.map': '{"version":3}',
  });
}

/** Publishes a fake build (writeFakeBuild) to `store`; returns its release id. */
export async function publishFakeRelease(store: ReleaseStore, options: FakeBuild): Promise<string> {
  const buildDir = makeTempDir();
  try {
    writeFakeBuild(buildDir, options);
    const { metadata } = await publishRelease(store, {
      remote: options.remote ?? 'queues',
      buildDir,
      version: '1.0.0',
      repoDir: path.resolve(__dirname, '../../..'),
    });
    return metadata.id;
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

/** A file of a release as the store serves it (uncompressed), or null. */
export async function readReleaseFile(
  store: ReleaseStore,
  id: string,
  file: string,
): Promise<string | null> {
  const opened = await store.open('queues', id, file, []);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Removes files of a queues release behind the store's back, as an operator or a lifecycle
 * rule might (the folder `<RELEASES_DIR>/queues/<id>/`, or the objects `releases/queues/<id>/`).
 */
export async function removeReleaseFiles(
  config: StoreConfig,
  id: string,
  files: readonly string[],
): Promise<void> {
  if (config.storage.kind === 'local') {
    for (const file of files) rmSync(path.join(config.releasesDir, 'queues', id, file));
    return;
  }
  const bucket = new S3Bucket(config.storage);
  try {
    await Promise.all(files.map((file) => bucket.remove(`releases/queues/${id}/${file}`)));
  } finally {
    bucket.close();
  }
}
