import { createReadStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from './atomicWrite';
import {
  documentName,
  DocumentPathError,
  isSafeFileName,
  type StoredDocument,
} from './documentStore';

export { DocumentPathError };

/**
 * Visa documents on disk: `<dataDir>/uploads/docs/<orderId>_<file1>` (docs/product.md#calls).
 * Every path is built here and checked to stay inside that folder, and every write is
 * atomic, so a reader never sees half a file and a crash leaves no partial document.
 */
export const DOCUMENTS_FOLDER = path.join('uploads', 'docs');

/** The folder holding every document. */
export function documentsDir(dataDir: string): string {
  return path.resolve(dataDir, DOCUMENTS_FOLDER);
}

/** Where the document `file1` of order `orderId` lives; refuses anything outside the folder. */
export function documentPath(dataDir: string, orderId: number, file1: string): string {
  const folder = documentsDir(dataDir);
  const file = path.resolve(folder, documentName(orderId, file1));
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
