import { createReadStream, type ReadStream } from 'node:fs';
import { access, constants, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from './atomicWrite';

/**
 * Visa documents on disk: `<dataDir>/uploads/docs/<orderId>_<file1>` (docs/product.md#calls).
 * Every path is built here and checked to stay inside that folder, and every write is
 * atomic, so a reader never sees half a file and a crash leaves no partial document.
 */
export const DOCUMENTS_FOLDER = path.join('uploads', 'docs');

export class DocumentPathError extends Error {}

/** The folder holding every document. */
export function documentsDir(dataDir: string): string {
  return path.resolve(dataDir, DOCUMENTS_FOLDER);
}

/** Throws unless the server can write where documents go (the data folder holds theirs). */
export async function checkDocumentStorage(dataDir: string): Promise<void> {
  await access(dataDir, constants.W_OK);
}

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

/** Where the document `file1` of order `orderId` lives; refuses anything outside the folder. */
export function documentPath(dataDir: string, orderId: number, file1: string): string {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) {
    throw new DocumentPathError(`Order id ${String(orderId)} is not a positive whole number.`);
  }
  if (!isSafeFileName(file1)) {
    throw new DocumentPathError(`"${file1}" is not a plain file name.`);
  }
  const folder = documentsDir(dataDir);
  const file = path.resolve(folder, `${orderId}_${file1}`);
  if (path.dirname(file) !== folder) {
    throw new DocumentPathError(`"${file1}" would leave the documents folder.`);
  }
  return file;
}

/**
 * Writes `content` as the document, atomically (see writeFileAtomically): the final name
 * is never half written. `durable: false` skips the flushes, for generated demo files.
 */
export async function writeDocumentAtomically(
  dataDir: string,
  orderId: number,
  file1: string,
  content: Uint8Array,
  options: { durable?: boolean } = {},
): Promise<string> {
  const target = documentPath(dataDir, orderId, file1);
  await writeFileAtomically(target, content, options);
  return target;
}

export interface StoredDocument {
  stream: ReadStream;
  size: number;
}

/** A read stream of the document and its size, or null when there is no such file. */
export async function openDocument(
  dataDir: string,
  orderId: number,
  file1: string,
): Promise<StoredDocument | null> {
  // A record naming no plain file (a tampered or legacy row) has no file here: a 404, not a 500.
  if (!isSafeFileName(file1)) return null;
  const file = documentPath(dataDir, orderId, file1);
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The whole document, or null when there is no such file. */
export async function readDocument(
  dataDir: string,
  orderId: number,
  file1: string,
): Promise<Buffer | null> {
  try {
    return await readFile(documentPath(dataDir, orderId, file1));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function documentExists(
  dataDir: string,
  orderId: number,
  file1: string,
): Promise<boolean> {
  try {
    return (await stat(documentPath(dataDir, orderId, file1))).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Removes the document; a missing file is not an error (used to undo a failed upload). */
export async function removeDocument(
  dataDir: string,
  orderId: number,
  file1: string,
): Promise<void> {
  await rm(documentPath(dataDir, orderId, file1), { force: true });
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
