import { linkSync, unlinkSync } from 'node:fs';
import { access, constants, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  documentExists,
  documentPath,
  documentsDir,
  openDocument,
  readDocument,
  removeDocument,
  writeDocumentAtomically,
} from './documentStorage';
import type { DocumentRef, DocumentStore, PutOptions, StoredName } from './documentStore';
import { isSafeFileName } from './documentStore';

/** Documents in `<dataDir>/uploads/docs`, written atomically and readable by the server's user only. */
export class LocalDocumentStore implements DocumentStore {
  constructor(private readonly dataDir: string) {}

  locationOf(orderId: number, file1: string): string {
    return documentPath(this.dataDir, orderId, file1);
  }

  async put(orderId: number, file1: string, content: Uint8Array, options: PutOptions = {}) {
    await writeDocumentAtomically(this.dataDir, orderId, file1, content, options);
  }

  /**
   * The first name is written; every other is a hard link to it, so the layout stays one
   * file per row while the disk holds one copy instead of half a million. Replacing or
   * removing one order's document renames or unlinks that name only. A file system that
   * refuses more links (or links at all) gets a fresh copy, which later names link to.
   */
  async putShared(content: Uint8Array, documents: Iterable<DocumentRef>): Promise<void> {
    let source: string | null = null;
    for (const { orderId, file1 } of documents) {
      const target = documentPath(this.dataDir, orderId, file1);
      if (source && linkedReplacing(source, target)) continue;
      await this.put(orderId, file1, content, { durable: false });
      source = target;
    }
  }

  open(orderId: number, file1: string) {
    return openDocument(this.dataDir, orderId, file1);
  }

  read(orderId: number, file1: string) {
    return readDocument(this.dataDir, orderId, file1);
  }

  exists(orderId: number, file1: string) {
    return documentExists(this.dataDir, orderId, file1);
  }

  remove(orderId: number, file1: string) {
    return removeDocument(this.dataDir, orderId, file1);
  }

  /**
   * Read entry by entry, never as one array: at a million orders the folder holds half a
   * million names, about 35 MB of strings the process kept long after the sweep (RSS at start
   * 267 MB, docs/benchmarks.md).
   */
  async *list(): AsyncIterable<StoredName> {
    const folder = documentsDir(this.dataDir);
    const entries = await opendir(folder).catch(() => null);
    if (!entries) return;
    for await (const entry of entries) {
      if (!entry.isFile()) continue;
      const info = await stat(path.join(folder, entry.name)).catch(() => null);
      if (info?.isFile()) yield { name: entry.name, modifiedAt: info.mtime };
    }
  }

  async removeName(name: string): Promise<void> {
    if (!isSafeFileName(name)) throw new Error(`"${name}" is not a stored document name.`);
    await rm(path.join(documentsDir(this.dataDir), name), { force: true });
  }

  async check(): Promise<void> {
    await access(this.dataDir, constants.W_OK);
  }

  close(): void {}
}

/**
 * A hard link at `target` (replacing a file an earlier seed left there); false when the
 * file system refuses it, so the caller writes a copy instead. A link appears whole or not
 * at all, like a rename.
 */
function linkedReplacing(source: string, target: string): boolean {
  try {
    try {
      linkSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      unlinkSync(target);
      linkSync(source, target);
    }
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EMLINK' || code === 'EPERM' || code === 'ENOTSUP') return false;
    throw error;
  }
}
