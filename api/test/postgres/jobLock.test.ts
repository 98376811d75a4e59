import { sql } from 'kysely';
import { connectionPoolStats, jobLockSession } from '../../src/db/database';
import { runAlone } from '../../src/db/jobLock';
import { twoInstances } from '../helpers/anotherInstance';
import { heldJob } from '../helpers/heldJob';

/** Periodic jobs run on one instance at a time when several share PostgreSQL. */
describe('runAlone across instances', () => {
  const pair = twoInstances();

  it('skips a job on one instance while another runs it, and runs it again once it ended', async () => {
    const held = heldJob();
    const onA = runAlone(pair.a.app.db, 'sweep', held.job);
    await held.started;
    const ranOnB = jest.fn(async () => undefined);
    expect(await runAlone(pair.b.db, 'sweep', ranOnB)).toBe(false);
    expect(await runAlone(pair.b.db, 'another job', ranOnB)).toBe(true);
    expect(ranOnB).toHaveBeenCalledTimes(1);
    held.finish();
    expect(await onA).toBe(true);
    expect(await runAlone(pair.b.db, 'sweep', ranOnB)).toBe(true);
  });

  it('releases the job when it fails', async () => {
    await expect(
      runAlone(pair.a.app.db, 'failing', () => Promise.reject(new Error('broken'))),
    ).rejects.toThrow('broken');
    expect(await runAlone(pair.b.db, 'failing', async () => undefined)).toBe(true);
  });

  it('holds its lock beside the pool: a job may use every pooled connection at once', async () => {
    const { db } = pair.a.app;
    const size = connectionPoolStats(db)?.max ?? 0;
    expect(size).toBeGreaterThan(1);
    let inTransaction = 0;
    let release!: () => void;
    const everyoneIn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holdOneConnection = () =>
      db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        inTransaction += 1;
        if (inTransaction === size) release();
        await everyoneIn;
      });
    let outcomes: PromiseSettledResult<void>[] = [];
    const ran = await runAlone(db, 'wide job', async () => {
      // A connection that cannot be had fails after the pool's wait and lets the rest end.
      outcomes = await Promise.allSettled(
        Array.from({ length: size }, () => holdOneConnection().finally(release)),
      );
    });
    expect(ran).toBe(true);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(size).fill('fulfilled'));
    expect(inTransaction).toBe(size);
  });

  it('takes its locks on a new session once the server has ended the one before', async () => {
    const { db } = pair.a.app;
    const session = jobLockSession(db);
    if (!session) throw new Error('no job lock session');
    expect(await runAlone(db, 'after a failover', async () => undefined)).toBe(true);
    const { rows } = await session.query<{ pid: number }>('select pg_backend_pid() as pid');
    // As a failover or a restart ends it: the pool drops the connection once it has closed.
    const dropped = new Promise((resolve) => session.once('remove', resolve));
    await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(pair.b.db);
    await dropped;

    const held = heldJob();
    const onA = runAlone(db, 'after a failover', held.job);
    await held.started;
    // A holds the lock again, on its new session: B is kept out.
    const ranOnB = jest.fn(async () => undefined);
    expect(await runAlone(pair.b.db, 'after a failover', ranOnB)).toBe(false);
    held.finish();
    expect(await onA).toBe(true);
    expect(ranOnB).not.toHaveBeenCalled();
  });
});
