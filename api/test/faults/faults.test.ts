import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  instanceOptions,
  migrateAndSeed,
  signInTo,
  startApiInstance,
  type ApiInstance,
} from '../helpers/apiInstance';
import { freePort } from '../../../scripts/freePorts.cjs';
import { createTestBucket } from '../helpers/s3Server';
import { startNginx, type NginxProcess } from '../../../deploy/nginx/nginxProcess.cjs';
import { runFault, type FaultOutcome, type FaultTarget, type RowsOf } from './faultRun';
import { faultTable, type FaultRow } from './faultTable';
import {
  breakToReadOnlyFor,
  fillFor,
  killInstance,
  lockOrdersFor,
  mountSmallFilesystem,
  stopPostgresFor,
  stopS3For,
  terminateEveryBackend,
  type SmallFilesystem,
} from './injectors';
import { startPrivatePostgres, type PrivatePostgres } from './privatePostgres';
import { startS3Process, type S3Process } from './s3Process';

/**
 * Production faults injected into the real processes under steady reads and writes
 * (docs/reliability.md, "Fault injection"): two API instances on PostgreSQL behind
 * deploy/nginx/portal.conf with documents in S3 (s3rver), and one SQLite instance whose
 * data folder is a small filesystem of its own. For each fault: no process exits, every
 * failed request is a 503 with Retry-After in the envelope, /api/ready says 503 while an
 * instance cannot serve and 200 again at once when the fault ends, without a restart, and
 * every acknowledged write is in the database and its activity log.
 */

// Ten-second outages and process starts, on a machine other suites share.
jest.setTimeout(300_000);

/** The outages: long enough for every retry and pool to give up at least once. */
const OUTAGE_MS = 10_000;
/**
 * The product rule (back to ready within 2 s of the fault's end), counted rather than timed
 * so a busy machine cannot fail it: ready again by this many probes asked one after another
 * once the fault ends. The second allows one probe to meet a connection the fault cut that
 * its pool learns of only by using it; a backoff or a remembered failure takes many more.
 */
const RECOVERY_PROBES = 2;
/** A disk fault lasts long enough for every writer to meet it. */
const DISK_FAULT_MS = 3000;

const rows: FaultRow[] = [];
afterAll(() => {
  process.stdout.write(`\nFault injection (npm test):\n${faultTable(rows)}\n`);
});

/**
 * Orders for the traffic's writers, each used by one fault only: unassigned (anyone may
 * work on them) and without documents, so a fault's uploads are counted on their own.
 */
function orderPool(rowsOf: () => RowsOf) {
  let free: number[] | null = null;
  return async (count: number): Promise<number[]> => {
    free ??= (
      await rowsOf()(
        `select order_id from orders where assign_to is null
          and order_id not in (select order_id from order_documents) order by order_id`,
      )
    ).map((row) => Number(row.order_id));
    if (free.length < count) throw new Error('The seeded database has no free order left.');
    return free.splice(0, count);
  };
}

interface Expected {
  /** /api/ready answers 503 at some point while the fault lasts (the instance cannot serve). */
  readyDown: boolean;
  /** Some calls fail during the fault (so they must fail as promised). */
  someFail: boolean;
  /** The fault ends by itself (the suite ends it): recovery is timed, and writes resume. */
  recovers: boolean;
}

/**
 * What every fault must show, all in one comparison so a failure names every breach; the
 * row goes into the table first, so a failing fault still prints its figures.
 */
function expectSurvived(outcome: FaultOutcome, expected: Expected) {
  rows.push(outcome.row);
  const { row } = outcome;
  const seen = {
    exits: row.exits,
    unexpectedAnswers: outcome.unexpected,
    lostWrites: outcome.lost,
    missingFromActivityLog: outcome.unrecorded,
    wrote: outcome.wrote,
    readyAnswered503: [...outcome.readyDuringFault.values()].map((statuses) =>
      statuses.includes(503),
    ),
    answered503: row.unavailable > 0,
    recoveredWithinRule: row.probesToRecover !== null && row.probesToRecover <= RECOVERY_PROBES,
  };
  expect(seen).toEqual({
    exits: 0,
    unexpectedAnswers: [],
    lostWrites: [],
    missingFromActivityLog: [],
    // What a fault does not require is taken as seen.
    wrote: { beforeFault: true, afterRecovery: expected.recovers || outcome.wrote.afterRecovery },
    readyAnswered503: expected.readyDown
      ? seen.readyAnswered503.map(() => true)
      : seen.readyAnswered503,
    answered503: expected.someFail || seen.answered503,
    recoveredWithinRule: expected.recovers || seen.recoveredWithinRule,
  });
}

describe('two API instances on PostgreSQL behind nginx, documents in S3', () => {
  let postgres: PrivatePostgres;
  let s3: S3Process;
  let sharedEnv: NodeJS.ProcessEnv;
  let a: ApiInstance;
  let b: ApiInstance;
  let balancer: NginxProcess;
  let token: string;
  const rowsOf: RowsOf = (text) => postgres.query(text);
  const freeOrders = orderPool(() => rowsOf);

  /** An instance on the shared database and bucket; on `previous`'s ports if given. */
  const startInstance = (previous?: ApiInstance) =>
    startApiInstance(instanceOptions(sharedEnv, previous));

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    await migrateAndSeed({ dialect: 'postgres', url: postgres.url, poolSize: 2 }, 200);
    s3 = await startS3Process();
    sharedEnv = {
      DATABASE_URL: postgres.url,
      ...(await createTestBucket(s3.endpoint)),
      TRUST_PROXY: '127.0.0.1',
    };
    [a, b] = await Promise.all([startInstance(), startInstance()]);
    balancer = await startNginx([a, b], await freePort());
    token = await signInTo(a);
  }, 180_000);

  // A fault that ended an instance fails its own test; the next fault gets both back.
  afterEach(async () => {
    for (const instance of [a, b]) {
      if (instance.process.exitCode === null && instance.process.signalCode === null) continue;
      const started = await startInstance(instance);
      await instance.dispose();
      if (instance === a) a = started;
      else b = started;
    }
  });

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all([a?.dispose(), b?.dispose()]);
    await s3?.close();
    await postgres?.destroy();
  });

  const target = async ({ uploads }: { uploads: boolean }): Promise<FaultTarget> => ({
    instances: [a, b],
    readyUrls: [a.url, b.url],
    traffic: {
      baseUrl: balancer.url,
      token,
      remarkOrders: await freeOrders(3),
      uploadOrders: uploads ? await freeOrders(2) : [],
      readers: 2,
    },
    rows: rowsOf,
  });

  it('survives every backend of the database terminated, idle and in transaction, five times', async () => {
    let ended = new Map<string, number>();
    const outcome = await runFault(
      'pg_terminate_backend of every backend, 5 times',
      await target({ uploads: false }),
      async () => {
        ended = await terminateEveryBackend(postgres, 5, 500);
      },
    );
    expectSurvived(outcome, { readyDown: false, someFail: false, recovers: true });
    // Both kinds of connection were cut: waiting in the pool, and in a statement.
    expect([...ended.keys()]).toEqual(expect.arrayContaining(['idle']));
  });

  it('answers 503 while PostgreSQL is stopped for 10 s, and serves again once it is back', async () => {
    const outcome = await runFault(
      'PostgreSQL stopped for 10 s',
      await target({ uploads: false }),
      () => stopPostgresFor(postgres, OUTAGE_MS),
    );
    expectSurvived(outcome, { readyDown: true, someFail: true, recovers: true });
  });

  it('answers 503 when a lock on orders and a slow statement hold calls past their time limit', async () => {
    const outcome = await runFault(
      'orders locked by a slow statement',
      await target({ uploads: false }),
      () => lockOrdersFor(postgres, OUTAGE_MS),
    );
    expectSurvived(outcome, { readyDown: false, someFail: true, recovers: true });
  });

  it('answers 503 to uploads and downloads while the S3 server is stopped for 10 s', async () => {
    const outcome = await runFault('S3 stopped for 10 s', await target({ uploads: true }), () =>
      stopS3For(s3, OUTAGE_MS),
    );
    expectSurvived(outcome, { readyDown: true, someFail: true, recovers: true });
  });

  it('loses no acknowledged write when one instance is killed with -9 behind nginx', async () => {
    const victim = b;
    const outcome = await runFault(
      'one instance killed with -9',
      { ...(await target({ uploads: true })), readyUrls: [balancer.url] },
      () => killInstance(victim),
      { victim },
    );
    expectSurvived(outcome, { readyDown: false, someFail: false, recovers: true });
  });
});

describe('one SQLite instance on a small filesystem of its own', () => {
  let disk: SmallFilesystem;
  let instance: ApiInstance;
  let token: string;
  const databaseFile = () => path.join(disk.folder, 'portal.sqlite');
  const rowsOf: RowsOf = async (text) => {
    // Read-only: the file must be readable whatever the fault left of its filesystem.
    const sqlite = new BetterSqlite3(databaseFile(), { readonly: true });
    try {
      return sqlite.prepare(text).all() as Array<Record<string, unknown>>;
    } finally {
      sqlite.close();
    }
  };
  const freeOrders = orderPool(() => rowsOf);

  beforeAll(async () => {
    disk = await mountSmallFilesystem(64);
    await migrateAndSeed({ dialect: 'sqlite', file: databaseFile() }, 100);
    instance = await startApiInstance({ env: { DATA_DIR: disk.folder } });
    token = await signInTo(instance);
  }, 120_000);

  afterAll(async () => {
    await instance?.dispose();
    await disk?.destroy();
  });

  const target = async (): Promise<FaultTarget> => ({
    instances: [instance],
    readyUrls: [instance.url],
    traffic: {
      baseUrl: instance.url,
      token,
      remarkOrders: await freeOrders(3),
      uploadOrders: await freeOrders(2),
      readers: 2,
    },
    rows: rowsOf,
  });

  it('answers 503 while its data folder is full, and serves again once there is room', async () => {
    const outcome = await runFault('SQLite data folder full', await target(), () =>
      fillFor(disk, DISK_FAULT_MS),
    );
    expectSurvived(outcome, { readyDown: true, someFail: true, recovers: true });
  });

  it('answers 503 once its data folder turns read-only', async () => {
    const outcome = await runFault(
      'SQLite data folder read-only',
      await target(),
      () => breakToReadOnlyFor(disk, DISK_FAULT_MS),
      { operatorEnds: 'n/a: fsck, remount' },
    );
    expectSurvived(outcome, { readyDown: true, someFail: true, recovers: false });
  });
});
