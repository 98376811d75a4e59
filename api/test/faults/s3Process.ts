import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/freePorts.cjs';
import type { TestS3Server } from '../helpers/s3Server';

/**
 * s3rver in a process of its own, so an outage is a process gone (SIGKILL) and the
 * suite's own event loop, busy with traffic and probes, never slows S3's answers.
 */
export interface S3Process extends TestS3Server {
  /** Kills the process: connections are refused, the objects stay in its folder. */
  stop(): Promise<void>;
  /**
   * Starts it again on the same port and folder; resolves once it answers a request, as
   * production's S3 does when it is back (a cold process's first answers are its own).
   */
  start(): Promise<void>;
}

/** Run with `node -e`: argv[1] the port, argv[2] the folder. */
const SERVE = `
const S3rver = require(${JSON.stringify(require.resolve('s3rver'))});
new S3rver({ port: Number(process.argv[1]), address: '127.0.0.1', silent: true, directory: process.argv[2] })
  .run()
  .then(() => console.log('listening'));
`;

export async function startS3Process(): Promise<S3Process> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-faults-s3-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(process.execPath, ['-e', SERVE, String(port), directory], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = started;
      started.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString('utf8').includes('listening')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`s3rver exited with ${code} at start`)));
    });
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const start = async () => {
    await listen();
    // Any answer, even a refusal of the unsigned call: S3 is serving again.
    await (await fetch(endpoint)).arrayBuffer();
  };
  await start();
  return {
    endpoint,
    start,
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
