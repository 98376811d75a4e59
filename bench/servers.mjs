import { spawn } from 'node:child_process';
import path from 'node:path';
import { CONNECTIONS } from './measure.mjs';
import { BENCH_DIR, REPO_ROOT } from './paths.mjs';
import { SERVER_NODE_ARGS } from '../scripts/serverProcess.cjs';

/**
 * How long a server may take to start: on the bench database it sweeps every document
 * before it listens (a stat each), half a million at a million orders, which on the shared
 * machine at load 25 took 161 s; ten million orders have ten times as many (the same walk
 * over the folder alone took 35 s a million names at load 9).
 */
const START_DEADLINE_MS = 30 * 60_000;

/**
 * Starts node with `args` (a script relative to the repository, after any node options) as a
 * child and waits until `url` answers, so the measurement never includes start-up
 * (migrations, the first statement preparation).
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} url
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startServer(args, env, url) {
  const script = args.at(-1);
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error(`${script} did not answer ${url} within ${START_DEADLINE_MS / 60_000} minutes`);
}

/**
 * The portal's production build on the bench database. NODE_ENV stays unset as with
 * `npm start`: production mode refuses the demo accounts the bench signs in with.
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env e.g. DATABASE_URL and DATA_DIR for the PostgreSQL bench (portalEnv)
 */
export function startPortal(port, env = {}) {
  return startServer(
    SERVER_NODE_ARGS,
    {
      DATA_DIR: BENCH_DIR,
      // Required with DATABASE_URL, and shared by the instances of the cluster bench.
      JWT_SECRET: 'bench-secret-shared-by-every-instance-0123456789',
      // The bench's connections share one sign-in; the per-member limit would refuse the rest.
      STAFF_CONCURRENT_CALLS: String(CONNECTIONS),
      // The sweep of documents no row names runs before listening, so it is done before the
      // first measured request: beside them (PostgreSQL's default) it read the 517,000
      // documents of the bench's million orders for about 30 s into the first rows' figures.
      ORPHAN_MIN_AGE: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      NODE_ENV: '',
    },
    `http://127.0.0.1:${port}/api/admin/get-folder-count`,
  );
}

/** @param {number} port */
export function startBaseline(port) {
  return startServer(
    [path.join('bench', 'baselineServer.mjs')],
    { PORT: String(port) },
    `http://127.0.0.1:${port}/`,
  );
}
