import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOfStoredName } from './documentType';
import { documentName, isSafeFileName } from './documentStore';
import type { DocumentRef, DocumentStore, StoredDocument, StoredName } from './documentStore';

/** The bucket and how to reach it: the S3_* variables (docs/deployment.md#document-storage). */
export interface S3Target {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; null for AWS itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Null: the SDK's default chain (environment, profile, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** The same layout as the local folder, so `aws s3 sync DATA_DIR/uploads/docs` moves a portal. */
const PREFIX = 'uploads/docs/';
/** Demo specimens are small: a few uploads at a time keep the first start quick. */
const SHARED_PUTS_AT_ONCE = 16;

/**
 * Documents as objects of one bucket. PutObject makes an object appear whole or not at
 * all, which is what the atomic rename gives on disk.
 */
export class S3DocumentStore implements DocumentStore {
  private readonly client: S3Client;

  constructor(private readonly target: S3Target) {
    this.client = new S3Client({
      region: target.region,
      ...(target.endpoint && { endpoint: target.endpoint }),
      forcePathStyle: target.forcePathStyle,
      ...(target.credentials && { credentials: target.credentials }),
      // Checksums only where S3 requires them: S3-compatible servers do not all take the
      // newer trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A storage that stops answering fails the request instead of holding it.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  locationOf(orderId: number, file1: string): string {
    return `s3://${this.target.bucket}/${keyOf(orderId, file1)}`;
  }

  async put(orderId: number, file1: string, content: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.target.bucket,
        Key: keyOf(orderId, file1),
        Body: content,
        ContentLength: content.length,
        ContentType: contentTypeOfStoredName(file1),
      }),
    );
  }

  async putShared(content: Uint8Array, documents: readonly DocumentRef[]): Promise<void> {
    for (let start = 0; start < documents.length; start += SHARED_PUTS_AT_ONCE) {
      await Promise.all(
        documents
          .slice(start, start + SHARED_PUTS_AT_ONCE)
          .map(({ orderId, file1 }) => this.put(orderId, file1, content)),
      );
    }
  }

  async open(orderId: number, file1: string): Promise<StoredDocument | null> {
    // A record naming no plain file (a tampered or legacy row) has no object: a 404, not a 500.
    if (!isSafeFileName(file1)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.target.bucket, Key: keyOf(orderId, file1) }),
      );
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(orderId: number, file1: string): Promise<Buffer | null> {
    const opened = await this.open(orderId, file1);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async exists(orderId: number, file1: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.target.bucket, Key: keyOf(orderId, file1) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(orderId: number, file1: string): Promise<void> {
    await this.removeKey(keyOf(orderId, file1));
  }

  /**
   * Pages of ListObjects (v1) continued from the last key: S3 and every S3-compatible server
   * take it, while some cannot make ListObjectsV2's continuation tokens (s3rver on OpenSSL 3).
   */
  async *list(): AsyncIterable<StoredName> {
    let marker: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.target.bucket, Prefix: PREFIX, Marker: marker }),
      );
      const objects = page.Contents ?? [];
      for (const object of objects) {
        if (!object.Key) continue;
        yield {
          name: object.Key.slice(PREFIX.length),
          modifiedAt: object.LastModified ?? new Date(0),
        };
      }
      marker = page.IsTruncated ? objects.at(-1)?.Key : undefined;
    } while (marker);
  }

  async removeName(name: string): Promise<void> {
    if (!isSafeFileName(name)) throw new Error(`"${name}" is not a stored document name.`);
    await this.removeKey(`${PREFIX}${name}`);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.target.bucket }));
  }

  close(): void {
    this.client.destroy();
  }

  private async removeKey(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.target.bucket, Key: key }));
  }
}

function keyOf(orderId: number, file1: string): string {
  return `${PREFIX}${documentName(orderId, file1)}`;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
