import { readFileSync } from 'node:fs';
import path from 'node:path';

/** api/src/security or api/dist/security: the list ships in api/assets either way. */
const LIST_FILE = path.resolve(__dirname, '..', '..', 'assets', 'common-passwords.txt');

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is one of the most common ones (the list shipped in
 * api/assets/common-passwords.txt), whatever its case: the first a guesser tries.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common.has(password.toLowerCase());
}
