import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './privateFiles';

/**
 * Writes `content` to `target` so no reader ever sees half of it: a temporary file in the
 * same folder, flushed to disk, then renamed over the target (atomic on one file system).
 * On any failure the temporary file is removed and the error is thrown.
 */
export async function writeFileAtomically(
  target: string,
  content: Uint8Array,
  options: { durable?: boolean } = {},
): Promise<void> {
  const durable = options.durable ?? true;
  const folder = path.dirname(target);
  await makeFolder(folder);
  const temporary = path.join(folder, `.${randomBytes(8).toString('hex')}.partial`);
  try {
    const handle = await open(temporary, 'wx', PRIVATE_FILE);
    try {
      await handle.writeFile(content);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  if (durable) await syncFolder(folder);
}

/**
 * Makes `folder` and its parents. Documents and mails hold customers' personal data: only
 * the server's user reads them. Node 20's promise mkdir with `recursive` reports a full
 * disk as ENOENT, which reads as a bug rather than a fault outside the process; the
 * synchronous call, made once more then, throws the real cause (ENOSPC, EROFS).
 */
async function makeFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
  }
}

/** Makes the rename itself durable; some file systems refuse to sync a folder, which is fine. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // The file's data is already on disk; only the rename's durability is best effort here.
  }
}
