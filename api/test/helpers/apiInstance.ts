import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { REPO_ROOT } from '../../src/config';
import { createDatabase, type DatabaseTarget } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations';
import { DEMO_PASSWORD } from '../../src/db/seed/demoStaff';
import { seedDemoData } from '../../src/db/seed/seedDemoData';
import { freePorts } from '../../../scripts/freePorts.cjs';
import { SERVER_NODE_ARGS, SERVER_SCRIPT } from '../../../scripts/serverProcess.cjs';
import { apiPath, makeTempDir, TEST_REFERENCE_DATE } from './testApp';
import { createTestDatabase, type TestSql } from './testDatabase';

/**
 * A real API process, started as production starts one (scripts/serverProcess.cjs), with its
 * own environment and ports, for tests of what only a process shows (signals, exit codes,
 * several instances behind one address).
 */
export interface ApiInstance {
  /** The staff site, e.g. http://127.0.0.1:41234 (API calls under /api). */
  url: string;
  /** The customer site's listener. */
  customerUrl: string;
  /** Where this instance keeps its files (and its SQLite database without DATABASE_URL). */
  dataDir: string;
  process: ChildProcess;
  /** Everything the server has written to stdout and stderr so far. */
  output(): string;
  /** Resolves once the output contains `text` (pino logs one JSON object a line). */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves with how the process ended; it is already ended if `process.exitCode` is set. */
  exited: Promise<ProcessEnd>;
  /** Sends `signal` (SIGTERM by default) and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<ProcessEnd>;
  /** Kills the process if it still runs and removes the data folder this helper made. */
  dispose(): Promise<void>;
}

export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ApiInstanceOptions {
  /**
   * On top of the defaults: HOST 127.0.0.1, LOG_LEVEL info, a new temporary DATA_DIR, a
   * JWT_SECRET shared by every instance, SEED_DEMO_DATA false. Only PATH and HOME come
   * from the test's own environment, so a DATABASE_URL in the shell changes nothing.
   */
  env?: NodeJS.ProcessEnv;
  /** The staff site's port; a free one when left out (CUSTOMER_PORT too, unless in `env`). */
  port?: number;
  /** How long the server may take to answer 200 on /api/ready. */
  startTimeoutMs?: number;
}

/** Shared by every instance a test starts, so a session made on one is valid on the others. */
export const INSTANCE_JWT_SECRET = 'api-instance-test-secret-at-least-32-characters';

export interface InstanceDatabase {
  /** What points an instance at it: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL project). */
  env: NodeJS.ProcessEnv;
  /** A direct connection for checks that bypass the instances. */
  sql: TestSql;
  /** Drops the database (and the SQLite data folder). */
  drop(): Promise<void>;
}

/**
 * A database for instances to share, migrated and seeded with the demo staff and `orders`
 * demo orders: a SQLite file in a new DATA_DIR, or in the PostgreSQL project a new
 * PostgreSQL database. Instances then start with SEED_DEMO_DATA false, at once.
 */
export async function prepareInstanceDatabase(orders = 0): Promise<InstanceDatabase> {
  const dataDir = makeTempDir();
  const database = await createTestDatabase();
  const target = database.target(dataDir, path.join(dataDir, 'portal.sqlite'));
  await migrateAndSeed(target, orders);
  const sql = database.connect();
  return {
    env: target.dialect === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: dataDir },
    sql,
    async drop() {
      sql.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates the database at `target` and seeds the demo staff and `orders` demo orders. */
export async function migrateAndSeed(target: DatabaseTarget, orders: number): Promise<void> {
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { orders, referenceDate: TEST_REFERENCE_DATE });
  } finally {
    await db.destroy();
  }
}

/**
 * Options for an instance on `env`; on `previous`'s two ports if given, so a restarted
 * instance takes the same place behind the balancer.
 */
export function instanceOptions(
  env: NodeJS.ProcessEnv,
  previous?: ApiInstance,
): ApiInstanceOptions {
  if (!previous) return { env };
  const portOf = (url: string) => Number(new URL(url).port);
  return {
    env: { ...env, CUSTOMER_PORT: String(portOf(previous.customerUrl)) },
    port: portOf(previous.url),
  };
}

/** Signs in to `instance` as the demo Admin; resolves with the session token. */
export async function signInTo(instance: ApiInstance): Promise<string> {
  const response = await fetch(`${instance.url}${apiPath(API_ROUTES.adminLogin)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { jwtToken?: string } };
  if (!body.data?.jwtToken) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.data.jwtToken;
}

/** Starts the built server and resolves once it answers 200 on /api/ready. */
export async function startApiInstance(options: ApiInstanceOptions = {}): Promise<ApiInstance> {
  assertServerBuilt();
  const madeDataDir = options.env?.DATA_DIR ? null : makeTempDir();
  const [staffPort, customerPort] = await freePorts(2);
  const port = options.port ?? staffPort;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
    JWT_SECRET: INSTANCE_JWT_SECRET,
    SEED_DEMO_DATA: 'false',
    ...(madeDataDir && { DATA_DIR: madeDataDir }),
    CUSTOMER_PORT: String(customerPort),
    ...options.env,
    PORT: String(port),
  };
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters) waiter();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<ProcessEnd>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  void exited.then(() => {
    for (const waiter of waiters) waiter();
  });
  const running = () => child.exitCode === null && child.signalCode === null;

  const instance: ApiInstance = {
    url: `http://127.0.0.1:${port}`,
    customerUrl: `http://127.0.0.1:${env.CUSTOMER_PORT}`,
    dataDir: env.DATA_DIR ?? '',
    process: child,
    output: () => output,
    exited,
    waitForOutput(text, timeoutMs = 20_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (output.includes(text)) finish(null);
          else if (!running()) finish(`the server exited first. Its output:\n${output}`);
        };
        const timer = setTimeout(
          () => finish(`not within ${timeoutMs} ms. Its output:\n${output}`),
          timeoutMs,
        );
        const finish = (failure: string | null) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (failure) reject(new Error(`The server never wrote "${text}": ${failure}`));
          else resolve();
        };
        waiters.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (running()) child.kill(signal);
      return exited;
    },
    async dispose() {
      if (running()) child.kill('SIGKILL');
      await exited;
      if (madeDataDir) rmSync(madeDataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilReady(instance, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await instance.dispose();
    throw error;
  }
  return instance;
}

async function waitUntilReady(instance: ApiInstance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null || instance.process.signalCode !== null) {
      throw new Error(`The API instance exited while starting. Its output:\n${instance.output()}`);
    }
    try {
      const response = await fetch(`${instance.url}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The API instance was not ready within ${timeoutMs} ms. Its output:\n${instance.output()}`,
  );
}

/** The process runs api/dist: a build older than the sources would test old code. */
function assertServerBuilt(): void {
  const howTo = 'Run `npx tsc -b api` first (npm test does).';
  if (!existsSync(SERVER_SCRIPT)) throw new Error(`${SERVER_SCRIPT} does not exist. ${howTo}`);
  for (const project of ['api', 'shared']) {
    const buildInfo = path.join(REPO_ROOT, project, 'tsconfig.tsbuildinfo');
    const built = existsSync(buildInfo) ? statSync(buildInfo).mtimeMs : 0;
    const newer = newestSource(path.join(REPO_ROOT, project, 'src'));
    if (newer.mtimeMs > built) {
      throw new Error(`${newer.file} is newer than the build of ${project}. ${howTo}`);
    }
  }
}

function newestSource(folder: string): { file: string; mtimeMs: number } {
  let newest = { file: folder, mtimeMs: 0 };
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    // Only what tsc compiles: a README beside the sources changes no build.
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mtimeMs } = statSync(file);
    if (mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
}
