import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DATABASE_URL, benchDataDir, portalEnv } from './databases.mjs';
import { BENCH_DB, BENCH_DIR, REPO_ROOT } from './paths.mjs';
import { recreateDatabase } from '../scripts/scratchDatabase.mjs';

/**
 * Seeds the bench database of `dialect` with `orders` orders through the seed command and
 * times it. A database seeded earlier with the same count is reused (its recorded time is
 * reported), since a million orders take minutes; `force` seeds again.
 * @param {number} orders
 * @param {boolean} force
 * @param {'sqlite' | 'postgres'} dialect
 * @returns {Promise<{ orders: number, seconds: number, reused: boolean }>}
 */
export async function seedBenchDatabase(orders, force, dialect) {
  const timingFile = path.join(
    BENCH_DIR,
    dialect === 'postgres' ? 'seed-postgres.json' : 'seed.json',
  );
  const previous = readTiming(timingFile);
  const seeded = dialect === 'postgres' ? previous !== null : existsSync(BENCH_DB);
  if (!force && previous?.orders === orders && seeded) return { ...previous, reused: true };
  mkdirSync(BENCH_DIR, { recursive: true });
  rmSync(timingFile, { force: true });
  // The seed alone is timed: removing an earlier run's database and documents (millions of
  // files at ten million orders, minutes to delete) is not part of seeding.
  if (dialect === 'postgres') {
    await recreateDatabase(BENCH_DATABASE_URL);
    rmSync(benchDataDir(dialect), { recursive: true, force: true });
  }
  const started = performance.now();
  if (dialect === 'postgres') {
    seedCommand(['--orders', String(orders)], portalEnv(dialect));
  } else {
    seedCommand(['--orders', String(orders), '--db', BENCH_DB, '--reset'], portalEnv(dialect));
  }
  const timing = { orders, seconds: (performance.now() - started) / 1000 };
  writeFileSync(timingFile, JSON.stringify(timing));
  return { ...timing, reused: false };
}

/** @param {string[]} args @param {NodeJS.ProcessEnv} env */
function seedCommand(args, env) {
  execFileSync(process.execPath, ['api/dist/db/seed/seedCommand.js', ...args], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/** @param {string} file @returns {{ orders: number, seconds: number } | null} */
function readTiming(file) {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}
