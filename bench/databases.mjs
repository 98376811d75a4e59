// Which database(s) a bench run measures (`--db sqlite | postgres | both`) and where each
// keeps its data, so the two never share a folder.
import path from 'node:path';
import { BENCH_DIR, REPO_ROOT } from './paths.mjs';

/** @typedef {'sqlite' | 'postgres'} BenchDialect */

export const DIALECT_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/**
 * The PostgreSQL database `--db postgres` seeds and serves from: BENCH_DATABASE_URL, by
 * default `portal_bench_<checkout folder>` on the local test cluster (README, "Tests on
 * PostgreSQL"). Named after the checkout because the seed drops and creates it: two
 * checkouts benching on one cluster must not drop each other's database mid-run.
 */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  `postgres://portal_test:portal_test@127.0.0.1:5432/portal_bench_${path
    .basename(REPO_ROOT)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')}`;

/** @param {string} option @returns {BenchDialect[]} */
export function dialectsOf(option) {
  if (option === 'both') return ['sqlite', 'postgres'];
  if (option === 'sqlite' || option === 'postgres') return [option];
  throw new Error('--db must be sqlite, postgres or both');
}

/**
 * The data folder of a dialect's bench portal: `.bench` for SQLite (its file and
 * documents), `.bench/postgres` for the documents of the PostgreSQL portal.
 * @param {BenchDialect} dialect
 */
export function benchDataDir(dialect) {
  return dialect === 'postgres' ? path.join(BENCH_DIR, 'postgres') : BENCH_DIR;
}

/**
 * What the portal's process needs to serve a dialect's bench data.
 * @param {BenchDialect} dialect
 * @returns {NodeJS.ProcessEnv}
 */
export function portalEnv(dialect) {
  const dataDir = { DATA_DIR: benchDataDir(dialect) };
  return dialect === 'postgres' ? { ...dataDir, DATABASE_URL: BENCH_DATABASE_URL } : dataDir;
}
