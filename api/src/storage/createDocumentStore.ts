import { LocalDocumentStore } from './localDocumentStore';
import type { DocumentStore } from './documentStore';
import type { S3Target } from './s3Bucket';
import { S3DocumentStore } from './s3DocumentStore';

/** Where documents go: DATA_DIR's folder, or a bucket when S3_BUCKET is set. Plain data, so a seed worker gets it too. */
export type StorageTarget = { kind: 'local'; dataDir: string } | ({ kind: 's3' } & S3Target);

export function createDocumentStore(target: StorageTarget): DocumentStore {
  return target.kind === 's3'
    ? new S3DocumentStore(target)
    : new LocalDocumentStore(target.dataDir);
}

/** Runs `work` with a store of its own, closed after: for a seed or a worker thread. */
export async function withDocumentStore<T>(
  target: StorageTarget,
  work: (store: DocumentStore) => Promise<T>,
): Promise<T> {
  const store = createDocumentStore(target);
  try {
    return await work(store);
  } finally {
    store.close();
  }
}

/** For start-up lines and errors: never the credentials. */
export function describeStorage(target: StorageTarget): string {
  if (target.kind === 'local') return `the folder ${target.dataDir}`;
  return `the bucket ${target.bucket}${target.endpoint ? ` at ${target.endpoint}` : ''}`;
}
