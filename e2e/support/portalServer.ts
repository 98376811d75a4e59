import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePorts } from '../../scripts/freePorts.cjs';
import { SERVER_NODE_ARGS } from '../../scripts/serverProcess.cjs';

const ROOT = path.resolve(__dirname, '../..');

/** The running portal's address; set by the global setup before any test file loads. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the browser tests through e2e/jest.config.js');
  return url;
}

/** The customer site's address (an origin of its own); set with baseUrl. */
export function customerUrl(): string {
  const url = process.env.E2E_CUSTOMER_URL;
  if (!url)
    throw new Error(
      'E2E_CUSTOMER_URL is not set: run the browser tests through e2e/jest.config.js',
    );
  return url;
}

/** The running portal's data folder (documents under uploads/docs). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests through e2e/jest.config.js');
  return dir;
}

export interface RunningPortal {
  process: ChildProcess;
  dataDir: string;
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the built production server, as every instance starts, on a fresh data directory
 * (demo data seeded on start).
 */
export async function startPortal(): Promise<RunningPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const [staffPort, customerPort] = await freePorts(2);
  const port = Number(process.env.E2E_PORT ?? staffPort);
  // Read by the server on every request: tests point a remote elsewhere (support/remotes.ts).
  const remotesManifest = path.join(dataDir, 'remotes-override.json');
  writeFileSync(remotesManifest, '{}');
  process.env.E2E_REMOTES_MANIFEST = remotesManifest;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_CUSTOMER_URL = `http://127.0.0.1:${customerPort}`;
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      CUSTOMER_PORT: String(customerPort),
      REMOTES_MANIFEST: remotesManifest,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every browser test's customer comes from this one address: at one real client's limit
      // (30 calls a minute), a quick run of the customer files could reach it, and a page
      // then met a 429 instead of the order. The limit itself is held by the API tests.
      FRONT_RATE_LIMIT_MAX: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Seeding the demo data takes over a minute when the machine is busy with other builds.
  await waitForServer(`${baseUrl()}/remotes.json`, 180_000);
  return { process: child, dataDir };
}

export function stopPortal(portal: RunningPortal): void {
  portal.process.kill('SIGTERM');
  rmSync(portal.dataDir, { recursive: true, force: true });
}
