import { rmSync } from 'node:fs';
import { S3ReleaseStore } from '../../src/releases/s3ReleaseStore';
import {
  publishFakeRelease,
  removeReleaseFiles,
  testReleaseConfig,
} from '../releases/releaseFixtures';

/** What only a bucket needs: it has no rename, so a release appears when its metadata does. */
describe('releases in a bucket', () => {
  it('completes a publish cut short when the same build is published again', async () => {
    const config = await testReleaseConfig();
    if (config.storage.kind !== 's3') throw new Error('Runs in the api-s3 project only.');
    const store = new S3ReleaseStore(config.storage);
    try {
      const id = await publishFakeRelease(store, { text: 'cut short' });
      await removeReleaseFiles(config, id, ['release.json']);
      expect(await store.list('queues')).toEqual([]);

      expect(await publishFakeRelease(store, { text: 'cut short' })).toBe(id);
      expect(await store.find('queues', id)).toMatchObject({ id, remote: 'queues' });
      expect(store.locationOf('queues', id)).toBe(
        `s3://${config.storage.bucket}/releases/queues/${id}/`,
      );
    } finally {
      store.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
