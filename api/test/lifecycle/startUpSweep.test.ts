import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentsDir } from '../../src/storage/documentStorage';
import { MESSAGE_SWEEP_ALL_SHARED } from '../../src/storage/orphanSweep';
import {
  prepareInstanceDatabase,
  startApiInstance,
  type ApiInstance,
  type InstanceDatabase,
} from '../helpers/apiInstance';
import { makeTempDir } from '../helpers/testApp';

/**
 * When a real server process sweeps the documents no row names (api/src/storage/orphanSweep.ts):
 * before its first request when it removes every orphan, beside its requests when only old
 * ones go, so a starting instance never waits for a bucket of millions to be read.
 */

// Process starts on a machine other suites share.
jest.setTimeout(120_000);

const LISTENING = 'Server listening at';
const removed = (count: number) => `removed ${count} documents left by an interrupted upload`;

describe('the start-up sweep of documents left by interrupted uploads', () => {
  let database: InstanceDatabase;
  let dataDir: string;
  let instance: ApiInstance | undefined;
  beforeEach(async () => {
    database = await prepareInstanceDatabase();
    // SQLite's folder holds its database; on PostgreSQL the documents get a folder of their own.
    dataDir = database.env.DATA_DIR ?? makeTempDir();
    mkdirSync(documentsDir(dataDir), { recursive: true });
  });
  afterEach(async () => {
    await instance?.dispose();
    instance = undefined;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A document of no order, as a crash between its write and its row's commit leaves one. */
  const orphan = (name: string, ageMs: number) => {
    const file = path.join(documentsDir(dataDir), name);
    writeFileSync(file, '%PDF-1.4\n');
    const modified = new Date(Date.now() - ageMs);
    utimesSync(file, modified, modified);
    return file;
  };

  const start = (orphanMinAge: string) =>
    startApiInstance({ env: { ...database.env, DATA_DIR: dataDir, ORPHAN_MIN_AGE: orphanMinAge } });

  it('with a minimum age, answers first and then removes the old orphans beside its requests', async () => {
    const old = orphan('999001_old.pdf', 2 * 3_600_000);
    const young = orphan('999002_young.pdf', 0);
    instance = await start('1h');
    await instance.waitForOutput(removed(1));

    const output = instance.output();
    expect(output.indexOf(LISTENING)).toBeGreaterThanOrEqual(0);
    expect(output.indexOf(LISTENING)).toBeLessThan(output.indexOf(removed(1)));
    expect(existsSync(old)).toBe(false);
    // Younger than the minimum age: an upload in flight may be about to commit its row.
    expect(existsSync(young)).toBe(true);
    expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
  });

  it('with none, removes every orphan before it answers: no upload is in flight yet', async () => {
    const young = orphan('999003_young.pdf', 0);
    instance = await start('0');
    await instance.waitForOutput(LISTENING);

    const output = instance.output();
    expect(output.indexOf(removed(1))).toBeGreaterThanOrEqual(0);
    expect(output.indexOf(removed(1))).toBeLessThan(output.indexOf(LISTENING));
    expect(existsSync(young)).toBe(false);
    // Where other instances may share the database, the operator is told to run this one alone.
    expect(output.includes(MESSAGE_SWEEP_ALL_SHARED)).toBe(database.env.DATABASE_URL !== undefined);
  });
});
