import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { publishRelease } from '../../src/releases/publishRelease';
import { FolderReleaseStore } from '../../src/releases/releaseStore';
import { makeTempDir, writeFiles } from '../helpers/testApp';
import { publishFakeRelease } from './releaseFixtures';

describe('publishing a release', () => {
  let releasesDir: string;
  beforeEach(() => {
    releasesDir = makeTempDir();
  });
  afterEach(() => rmSync(releasesDir, { recursive: true, force: true }));

  it('names it by version and content hash and records what it was built against', async () => {
    const id = await publishFakeRelease(releasesDir, { text: 'first' });
    expect(id).toMatch(/^1\.0\.0-[0-9a-f]{12}$/);
    const metadata = await new FolderReleaseStore(releasesDir).find('queues', id);
    expect(metadata).toMatchObject({
      id,
      remote: 'queues',
      version: '1.0.0',
      contractVersion: '1.0.0',
      sharedLibraries: { react: '19.3.1' },
    });
    expect(metadata?.gitCommit).toMatch(/^([0-9a-f]{40}|unknown)$/);
    expect(Number.isNaN(Date.parse(metadata?.builtAt ?? ''))).toBe(false);
    expect(
      readFileSync(path.join(releasesDir, 'queues', id, 'src_Queue.0a1b2c3d.js'), 'utf8'),
    ).toBe('first');
  });

  it('gives another build another release and never changes one that exists', async () => {
    const first = await publishFakeRelease(releasesDir, { text: 'first' });
    const second = await publishFakeRelease(releasesDir, { text: 'second' });
    expect(second).not.toBe(first);

    const store = new FolderReleaseStore(releasesDir);
    const before = await store.find('queues', first);
    const buildDir = makeTempDir();
    try {
      writeFiles(buildDir, {
        'mf-manifest.json': '{}',
        'remoteEntry.js': 'var queues; // first',
        'src_Queue.0a1b2c3d.js': 'first',
      });
      const again = await store.publish(buildDir, { ...before!, builtAt: 'later', gitCommit: 'x' });
      expect(again).toBe(false);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
    expect(await store.find('queues', first)).toEqual(before);
    expect((await store.list('queues')).map((release) => release.id).sort()).toEqual(
      [first, second].sort(),
    );
  });

  it('finds no release whose files are gone, nor one named outside its folder', async () => {
    const id = await publishFakeRelease(releasesDir, { text: 'gone' });
    const store = new FolderReleaseStore(releasesDir);
    expect(await store.find('queues', '../queues')).toBeNull();
    rmSync(path.join(releasesDir, 'queues', id, 'remoteEntry.js'));
    expect(await store.find('queues', id)).toBeNull();
  });

  it('hashes the same files the same way wherever they are', async () => {
    const a = makeTempDir();
    const b = makeTempDir();
    try {
      for (const dir of [a, b]) writeFiles(dir, { 'x/y.js': 'y', 'mf-manifest.json': '{}' });
      const store = new FolderReleaseStore(releasesDir);
      const input = { remote: 'queues', version: '1.0.0', contractVersion: '1.0.0', repoDir: a };
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
