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

export interface S3Object {
  stream: Readable;
  size: number;
  /** The object's entity tag as S3 sends it (quoted). */
  etag: string | null;
}

export interface S3Listed {
  key: string;
  modifiedAt: Date;
}

/**
 * One bucket as the portal uses it, for documents and releases alike: whole objects put,
 * read as streams, listed by prefix. PutObject makes an object appear whole or not at all.
 */
export class S3Bucket {
  private readonly client: S3Client;

  constructor(readonly target: S3Target) {
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

  urlOf(key: string): string {
    return `s3://${this.target.bucket}/${key}`;
  }

  /**
   * Stores `content` under `key`. With `onlyIfAbsent` an existing object is left as it is
   * and false returned (S3's conditional write; a server that ignores the condition
   * overwrites, so callers check first too).
   */
  async put(
    key: string,
    content: Uint8Array,
    contentType: string,
    options: { onlyIfAbsent?: boolean } = {},
  ): Promise<boolean> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.target.bucket,
          Key: key,
          Body: content,
          ContentLength: content.length,
          ContentType: contentType,
          ...(options.onlyIfAbsent && { IfNoneMatch: '*' }),
        }),
      );
      return true;
    } catch (error) {
      if (options.onlyIfAbsent && statusOf(error) === 412) return false;
      throw error;
    }
  }

  /** The object as a stream, or null when there is none. */
  async get(key: string): Promise<S3Object | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.target.bucket, Key: key }),
      );
      return {
        stream: object.Body as Readable,
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const object = await this.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.target.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** S3 answers a delete of a missing key with success too. */
  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.target.bucket, Key: key }));
  }

  /**
   * Every object under `prefix`, in pages of ListObjects (v1) continued from the last key:
   * S3 and every S3-compatible server take it, while some cannot make ListObjectsV2's
   * continuation tokens (s3rver on OpenSSL 3).
   */
  async *list(prefix: string): AsyncIterable<S3Listed> {
    let marker: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.target.bucket, Prefix: prefix, Marker: marker }),
      );
      const objects = page.Contents ?? [];
      for (const object of objects) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
      }
      marker = page.IsTruncated ? objects.at(-1)?.Key : undefined;
    } while (marker);
  }

  /** The names of the 'folders' directly under `prefix` (keys up to their next `/`). */
  async *listFolders(prefix: string): AsyncIterable<string> {
    let marker: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsCommand({
          Bucket: this.target.bucket,
          Prefix: prefix,
          Delimiter: '/',
          Marker: marker,
        }),
      );
      for (const { Prefix: folder } of page.CommonPrefixes ?? []) {
        if (folder) yield folder.slice(prefix.length, -1);
      }
      marker = page.IsTruncated ? page.NextMarker : undefined;
    } while (marker);
  }

  /** Throws unless the bucket answers. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.target.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const { name } = error as { name?: string };
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}
