import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Git-ignored; holds the bench database, its documents and the last seed timing. */
export const BENCH_DIR = path.resolve(process.env.BENCH_DIR ?? path.join(REPO_ROOT, '.bench'));
/** config.ts reads DATA_DIR/portal.sqlite, so the server finds the seeded file by DATA_DIR alone. */
export const BENCH_DB = path.join(BENCH_DIR, 'portal.sqlite');
