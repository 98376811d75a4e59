import { contentTypeOfStoredName } from './documentType';
import { documentName, isSafeFileName } from './documentStore';
import type { DocumentRef, DocumentStore, StoredDocument, StoredName } from './documentStore';
import { S3Bucket, type S3Target } from './s3Bucket';

/** The same layout as the local folder, so `aws s3 sync DATA_DIR/uploads/docs` moves a portal. */
const PREFIX = 'uploads/docs/';
/** Demo specimens are small: a few uploads at a time keep the first start quick. */
const SHARED_PUTS_AT_ONCE = 16;

/** Documents as objects of one bucket: PutObject gives what the atomic rename gives on disk. */
export class S3DocumentStore implements DocumentStore {
  private readonly bucket: S3Bucket;

  constructor(target: S3Target) {
    this.bucket = new S3Bucket(target);
  }

  locationOf(orderId: number, file1: string): string {
    return this.bucket.urlOf(keyOf(orderId, file1));
  }

  async put(orderId: number, file1: string, content: Uint8Array): Promise<void> {
    await this.bucket.put(keyOf(orderId, file1), content, contentTypeOfStoredName(file1));
  }

  async putShared(content: Uint8Array, documents: Iterable<DocumentRef>): Promise<void> {
    let uploads: Promise<void>[] = [];
    for (const { orderId, file1 } of documents) {
      uploads.push(this.put(orderId, file1, content));
      if (uploads.length === SHARED_PUTS_AT_ONCE) {
        await Promise.all(uploads);
        uploads = [];
      }
    }
    await Promise.all(uploads);
  }

  async open(orderId: number, file1: string): Promise<StoredDocument | null> {
    // A record naming no plain file (a tampered or legacy row) has no object: a 404, not a 500.
    if (!isSafeFileName(file1)) return null;
    return this.bucket.get(keyOf(orderId, file1));
  }

  async read(orderId: number, file1: string): Promise<Buffer | null> {
    if (!isSafeFileName(file1)) return null;
    return this.bucket.read(keyOf(orderId, file1));
  }

  exists(orderId: number, file1: string): Promise<boolean> {
    return this.bucket.exists(keyOf(orderId, file1));
  }

  async remove(orderId: number, file1: string): Promise<void> {
    await this.bucket.remove(keyOf(orderId, file1));
  }

  async *list(): AsyncIterable<StoredName> {
    for await (const { key, modifiedAt } of this.bucket.list(PREFIX)) {
      yield { name: key.slice(PREFIX.length), modifiedAt };
    }
  }

  async removeName(name: string): Promise<void> {
    if (!isSafeFileName(name)) throw new Error(`"${name}" is not a stored document name.`);
    await this.bucket.remove(`${PREFIX}${name}`);
  }

  check(): Promise<void> {
    return this.bucket.check();
  }

  close(): void {
    this.bucket.close();
  }
}

function keyOf(orderId: number, file1: string): string {
  return `${PREFIX}${documentName(orderId, file1)}`;
}
