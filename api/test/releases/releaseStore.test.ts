import { rmSync } from 'node:fs';
import { createReleaseStore } from '../../src/releases/createReleaseStore';
import { publishRelease } from '../../src/releases/publishRelease';
import type { ReleaseStore } from '../../src/releases/releaseStore';
import { makeTempDir, writeFiles } from '../helpers/testApp';
import {
  publishFakeRelease,
  readReleaseFile,
  removeReleaseFiles,
  testReleaseConfig,
} from './releaseFixtures';

/** On RELEASES_DIR here; in the api-s3 project on a bucket of a real S3 server (s3rver). */
describe('publishing a release', () => {
  let config: Awaited<ReturnType<typeof testReleaseConfig>>;
  let store: ReleaseStore;
  beforeEach(async () => {
    config = await testReleaseConfig();
    store = createReleaseStore(config);
  });
  afterEach(() => {
    store.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('names it by version and content hash and records what it was built against', async () => {
    const id = await publishFakeRelease(store, { text: 'first' });
    expect(id).toMatch(/^1\.0\.0-[0-9a-f]{12}$/);
    const metadata = await store.find('queues', id);
    expect(metadata).toMatchObject({
      id,
      remote: 'queues',
      version: '1.0.0',
      needs: { contract: {}, libraries: {}, subsets: {} },
    });
    expect(metadata?.gitCommit).toMatch(/^([0-9a-f]{40}|unknown)$/);
    expect(Number.isNaN(Date.parse(metadata?.builtAt ?? ''))).toBe(false);
    expect(await readReleaseFile(store, id, 'src_Queue.0a1b2c3d.js')).toBe('first');
    expect(JSON.parse((await readReleaseFile(store, id, 'release.json')) ?? '')).toEqual(metadata);
  });

  it('gives another build another release and never changes one that exists', async () => {
    const first = await publishFakeRelease(store, { text: 'first' });
    const second = await publishFakeRelease(store, { text: 'second' });
    expect(second).not.toBe(first);

    const before = await store.find('queues', first);
    const buildDir = makeTempDir();
    try {
      writeFiles(buildDir, {
        'mf-manifest.json': '{}',
        'remoteEntry.js': 'var queues; // changed',
        'src_Queue.0a1b2c3d.js': 'changed',
      });
      const again = await store.publish(buildDir, { ...before!, builtAt: 'later', gitCommit: 'x' });
      expect(again).toBe(false);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
    expect(await store.find('queues', first)).toEqual(before);
    expect(await readReleaseFile(store, first, 'src_Queue.0a1b2c3d.js')).toBe('first');
    expect((await store.list('queues')).map((release) => release.id).sort()).toEqual(
      [first, second].sort(),
    );
    expect(await store.list('customer')).toEqual([]);
  });

  it('finds no release whose files are gone, nor one named outside its folder', async () => {
    const gone = await publishFakeRelease(store, { text: 'gone' });
    const unfinished = await publishFakeRelease(store, { text: 'unfinished' });
    expect(await store.find('queues', '../queues')).toBeNull();
    await removeReleaseFiles(config, gone, ['remoteEntry.js']);
    // A publish cut short before its metadata was written.
    await removeReleaseFiles(config, unfinished, ['release.json']);
    expect(await store.find('queues', gone)).toBeNull();
    expect(await store.find('queues', unfinished)).toBeNull();
    expect(await store.list('queues')).toEqual([]);
  });

  it('opens the precompressed copy the browser takes, else the file as built', async () => {
    const id = await publishFakeRelease(store, { text: 'chunk' });
    const open = async (file: string, encodings: ('br' | 'gzip')[]) => {
      const opened = await store.open('queues', id, file, encodings);
      opened?.stream.destroy();
      return opened && { encoding: opened.encoding, hasEtag: opened.etag !== null };
    };
    expect(await open('mf-manifest.json', ['br', 'gzip'])).toEqual({
      encoding: 'br',
      hasEtag: true,
    });
    expect(await open('src_Queue.0a1b2c3d.js', ['br', 'gzip'])).toEqual({
      encoding: 'gzip',
      hasEtag: true,
    });
    expect(await open('remoteEntry.js', ['br', 'gzip'])).toEqual({
      encoding: null,
      hasEtag: true,
    });
    expect(await open('mf-manifest.json', [])).toEqual({ encoding: null, hasEtag: true });
    expect(await open('missing.js', ['br'])).toBeNull();
    expect(await store.open('queues', '../x', 'remoteEntry.js', [])).toBeNull();
  });

  it('hashes the same files the same way wherever they are', async () => {
    const a = makeTempDir();
    const b = makeTempDir();
    try {
      for (const dir of [a, b]) {
        writeFiles(dir, { 'x/y.js': 'y', 'mf-manifest.json': '{}', 'compatibility.json': '{}' });
      }
      const input = { remote: 'queues', version: '1.0.0', repoDir: a };
      const first = await publishRelease(store, { ...input, buildDir: a });
      const second = await publishRelease(store, { ...input, buildDir: b });
      expect(second.metadata.id).toBe(first.metadata.id);
      expect(second.published).toBe(false);
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });
});
