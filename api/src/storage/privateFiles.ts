import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/** Only the server's own user may read what the portal keeps (docs/security.md). */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

/** Makes `folder` (and missing parents) readable by the server's user only when it creates it. */
export function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
}

/**
 * Creates `file` empty and private if it does not exist, and makes it private if it does
 * (a database made by an older version was world-readable).
 */
export function ensurePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE));
  chmodSync(file, PRIVATE_FILE);
}
