import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ApiInstance } from '../helpers/apiInstance';
import type { PrivatePostgres } from './privatePostgres';
import type { S3Process } from './s3Process';

/**
 * The faults, each injected into the real service and ended again: each function resolves
 * once its fault has ended (the service is back), so the caller times recovery from there.
 */

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL's words for what a backend was doing when it was ended. */
export type BackendState = 'idle' | 'idle in transaction' | 'active';

/**
 * `pg_terminate_backend` of every backend of the database but the caller's, `rounds`
 * times, `gapMs` apart: what a failover, a restart or an idle-in-transaction timeout does
 * to the instances' connections. Answers how many of each state were ended.
 */
export async function terminateEveryBackend(
  postgres: PrivatePostgres,
  rounds: number,
  gapMs: number,
): Promise<Map<string, number>> {
  const ended = new Map<string, number>();
  for (let round = 0; round < rounds; round += 1) {
    const rows = await postgres.query<{ state: string | null; ended: boolean }>(
      `select state, pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    for (const row of rows.filter((x) => x.ended)) {
      const state = row.state ?? 'starting';
      ended.set(state, (ended.get(state) ?? 0) + 1);
    }
    await sleep(gapMs);
  }
  return ended;
}

/** The database server down (fast shutdown) for `ms`, then started again. */
export async function stopPostgresFor(postgres: PrivatePostgres, ms: number): Promise<void> {
  await postgres.stop();
  await sleep(ms);
  await postgres.start();
}

/**
 * A transaction that locks the orders table and then runs a slow statement (`pg_sleep`) for
 * `ms`: every call that touches orders waits on the lock until its time limit.
 */
export async function lockOrdersFor(postgres: PrivatePostgres, ms: number): Promise<void> {
  await postgres.query(
    `do $$ begin
       lock table orders in access exclusive mode;
       perform pg_sleep(${ms / 1000});
     end $$`,
  );
}

/** The document store's process killed for `ms` (objects kept), then started again. */
export async function stopS3For(s3: S3Process, ms: number): Promise<void> {
  await s3.stop();
  await sleep(ms);
  await s3.start();
}

/** The filesystem full for `ms`, then the filler removed. */
export async function fillFor(disk: SmallFilesystem, ms: number): Promise<void> {
  disk.fill();
  await sleep(ms);
  disk.free();
}

/** The filesystem read-only from now on, watched for `ms`: nothing but an operator ends it. */
export async function breakToReadOnlyFor(disk: SmallFilesystem, ms: number): Promise<void> {
  await disk.breakToReadOnly();
  await sleep(ms);
}

/** SIGKILL: no drain, no goodbye; the balancer must find out by itself. */
export async function killInstance(instance: ApiInstance): Promise<void> {
  await instance.stop('SIGKILL');
}

/**
 * A small ext4 filesystem of its own (an image on a loop device) to be an instance's data
 * folder, so it can be filled for real and turned read-only the way the kernel does it
 * (errors=remount-ro) while the instance holds its files open. Needs root (mount).
 */
export interface SmallFilesystem {
  /** Where it is mounted: the instance's DATA_DIR. */
  folder: string;
  /** Writes a filler file until the filesystem has no block left. */
  fill(): void;
  /** Removes the filler. */
  free(): void;
  /** A filesystem error the kernel answers by remounting read-only (emergency_ro). */
  breakToReadOnly(): Promise<void>;
  /** Unmounts it and removes the image; the instance on it must have stopped. */
  destroy(): Promise<void>;
}

const FILLER = 'filler';

export async function mountSmallFilesystem(megabytes: number): Promise<SmallFilesystem> {
  if (process.getuid?.() !== 0) {
    throw new Error(
      'The full and read-only disk faults mount a filesystem: run the suite as root.',
    );
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-disk-'));
  const image = path.join(workDir, 'disk.img');
  const folder = path.join(workDir, 'data');
  await run('truncate', ['-s', `${megabytes}M`, image]);
  // No journal and no reserved blocks: the filler really takes the last block.
  await run('mkfs.ext4', ['-q', '-m', '0', '-O', '^has_journal', image]);
  await run('mkdir', [folder]);
  await run('mount', ['-o', 'loop,errors=remount-ro', image, folder]);
  const { stdout } = await run('findmnt', ['-n', '-o', 'SOURCE', folder]);
  const device = path.basename(stdout.trim());
  const filler = path.join(folder, FILLER);
  return {
    folder,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        for (const size of [1 << 20, 1 << 12, 1]) {
          const chunk = Buffer.alloc(size);
          for (;;) {
            try {
              writeSync(fd, chunk);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    async breakToReadOnly() {
      await run('sh', ['-c', `echo 1 > /sys/fs/ext4/${device}/trigger_fs_error`]);
    },
    async destroy() {
      await run('umount', [folder]).catch(() => run('umount', ['-l', folder]));
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
