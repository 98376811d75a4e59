import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../../scripts/freePorts.cjs';

/**
 * A PostgreSQL 15 server of the suite's own, in a temporary folder on a free port: the
 * faults stop it, terminate its backends and lock its tables, which the machine's shared
 * cluster (other suites' databases) must never see.
 */
export interface PrivatePostgres {
  /** postgres://… of the `portal` database, as an instance's DATABASE_URL. */
  url: string;
  /** Runs one statement on a connection of its own, closed after (faults end connections). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Fast shutdown: every connection ends, new ones are refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

const BIN = '/usr/lib/postgresql/15/bin';
const DATABASE = 'portal';
const run = promisify(execFile);

/** initdb and pg_ctl refuse root: as root they run as the postgres user, on a folder it owns. */
const asOwner = process.getuid?.() === 0;
const postgresTool = (tool: string, args: string[]) =>
  asOwner
    ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args])
    : run(path.join(BIN, tool), args);

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-faults-pg-'));
  if (asOwner) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(folder, uid, Number(gid.trim()));
  }
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  await postgresTool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const pgCtl = (...args: string[]) => postgresTool('pg_ctl', ['-D', dataDir, ...args]);
  const start = async () => {
    await pgCtl(
      '-l',
      path.join(folder, 'server.log'),
      // No fsync: the suite's data lives as long as the suite (faults, not power cuts).
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-w',
      'start',
    );
  };
  await start();
  const serverUrl = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <Row extends pg.QueryResultRow>(
    text: string,
    values?: unknown[],
    database = DATABASE,
  ): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: serverUrl(database) });
    // A fault may end this connection too: its error must not end the test process.
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  await query(`create database ${DATABASE}`, [], 'postgres');
  return {
    url: serverUrl(DATABASE),
    query: (text, values) => query(text, values),
    stop: async () => void (await pgCtl('-m', 'fast', '-w', 'stop')),
    start,
    async destroy() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
