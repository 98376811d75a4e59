import type { AppConfig } from '../config';
import { FolderReleaseStore } from './folderReleaseStore';
import type { ReleaseStore } from './releaseStore';
import { S3ReleaseStore } from './s3ReleaseStore';

/**
 * Releases go where the documents go: the documents' bucket when S3_BUCKET is set, so
 * every instance serves the same releases; else the RELEASES_DIR folder.
 */
export function createReleaseStore(
  config: Pick<AppConfig, 'storage' | 'releasesDir'>,
): ReleaseStore {
  return config.storage.kind === 's3'
    ? new S3ReleaseStore(config.storage)
    : new FolderReleaseStore(config.releasesDir);
}

/** Runs `work` with a store of its own, closed after: for the squads' commands. */
export async function withReleaseStore<T>(
  config: Pick<AppConfig, 'storage' | 'releasesDir'>,
  work: (store: ReleaseStore) => Promise<T>,
): Promise<T> {
  const store = createReleaseStore(config);
  try {
    return await work(store);
  } finally {
    store.close();
  }
}
