import type { Readable } from 'node:stream';

/**
 * Where visa documents are kept: a folder on the server's disk or an S3-compatible bucket
 * (docs/deployment.md#document-storage), chosen once at start. Either way a document is
 * named `<orderId>_<file1>`, stored whole or not at all (`put` resolves once it is
 * complete, so the database row naming it commits only after), and read back as a stream.
 */
export interface DocumentStore {
  /** Where a document is kept, for logs and by-reference attachments: a path or an s3:// URL. */
  locationOf(orderId: number, file1: string): string;
  /** Stores `content` under the document's name; resolves once it is complete. */
  put(orderId: number, file1: string, content: Uint8Array, options?: PutOptions): Promise<void>;
  /**
   * One content under many names (the demo specimens), stored as cheaply as the store can;
   * the names are taken one at a time, so millions need not be held at once.
   */
  putShared(content: Uint8Array, documents: Iterable<DocumentRef>): Promise<void>;
  /** A stream of the document and its size, or null when there is no such document. */
  open(orderId: number, file1: string): Promise<StoredDocument | null>;
  /** The whole document, or null when there is no such document. */
  read(orderId: number, file1: string): Promise<Buffer | null>;
  exists(orderId: number, file1: string): Promise<boolean>;
  /** Removes the document; a missing one is not an error (used to undo a failed upload). */
  remove(orderId: number, file1: string): Promise<void>;
  /** Every stored name, temporary ones included, with when it was written: for the orphan sweep. */
  list(): AsyncIterable<StoredName>;
  /** Removes a name `list` gave. */
  removeName(name: string): Promise<void>;
  /** Throws unless the store answers and can be written: readiness and start checks. */
  check(): Promise<void>;
  close(): void;
}

export interface PutOptions {
  /** False skips the flushes to disk, for demo files that can be made again. */
  durable?: boolean;
}

export interface DocumentRef {
  orderId: number;
  file1: string;
}

export interface StoredDocument {
  stream: Readable;
  size: number;
}

export interface StoredName {
  name: string;
  modifiedAt: Date;
}

export class DocumentPathError extends Error {}

/** A stored name is one plain file name: no folders, no dot names, no control characters. */
export function isSafeFileName(file1: string): boolean {
  return (
    file1.length > 0 &&
    file1.length <= 200 &&
    file1 !== '.' &&
    file1 !== '..' &&
    !/[/\\]/.test(file1) &&
    // Control characters (NUL included) have no place in a file name.
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(file1)
  );
}

/** The stored name of document `file1` of order `orderId`; refuses anything but a plain name. */
export function documentName(orderId: number, file1: string): string {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) {
    throw new DocumentPathError(`Order id ${String(orderId)} is not a positive whole number.`);
  }
  if (!isSafeFileName(file1)) {
    throw new DocumentPathError(`"${file1}" is not a plain file name.`);
  }
  return `${orderId}_${file1}`;
}
