import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DB, BENCH_DIR, REPO_ROOT } from './paths.mjs';

const TIMING_FILE = path.join(BENCH_DIR, 'seed.json');

/**
 * Seeds BENCH_DB with `orders` orders through the seed command and times it. A database
 * seeded earlier with the same count is reused (its recorded time is reported), since a
 * million orders take minutes; `force` seeds again.
 * @param {number} orders
 * @param {boolean} force
 * @returns {{ orders: number, seconds: number, reused: boolean }}
 */
export function seedBenchDatabase(orders, force) {
  const previous = readTiming();
  if (!force && previous?.orders === orders && existsSync(BENCH_DB)) {
    return { ...previous, reused: true };
  }
  mkdirSync(BENCH_DIR, { recursive: true });
  const started = performance.now();
  execFileSync(
    process.execPath,
    ['api/dist/db/seed/seedCommand.js', '--orders', String(orders), '--db', BENCH_DB, '--reset'],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  const timing = { orders, seconds: (performance.now() - started) / 1000 };
  writeFileSync(TIMING_FILE, JSON.stringify(timing));
  return { ...timing, reused: false };
}

/** @returns {{ orders: number, seconds: number } | null} */
function readTiming() {
  if (!existsSync(TIMING_FILE)) return null;
  return JSON.parse(readFileSync(TIMING_FILE, 'utf8'));
}
