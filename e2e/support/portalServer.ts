import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

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

/** Starts the built production server on a fresh data directory (demo data seeded on start). */
export async function startPortal(): Promise<RunningPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const child = spawn('node', [path.join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${BASE_URL}/remotes.json`, 60000);
  return { process: child, dataDir };
}

export function stopPortal(portal: RunningPortal): void {
  portal.process.kill('SIGTERM');
  rmSync(portal.dataDir, { recursive: true, force: true });
}
