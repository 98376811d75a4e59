import { sql } from 'kysely';
import { connectionPoolStats } from '../../src/db/database';
import { runAlone } from '../../src/db/jobLock';
import { twoInstances } from '../helpers/anotherInstance';

/** Periodic jobs run on one instance at a time when several share PostgreSQL. */
describe('runAlone across instances', () => {
  const pair = twoInstances();

  it('skips a job on one instance while another runs it, and runs it again once it ended', async () => {
    let finish!: () => void;
    const running = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const onA = runAlone(pair.a.app.db, 'sweep', async () => {
      started();
      await running;
    });
    await hasStarted;
    const ranOnB = jest.fn(async () => undefined);
    expect(await runAlone(pair.b.db, 'sweep', ranOnB)).toBe(false);
    expect(await runAlone(pair.b.db, 'another job', ranOnB)).toBe(true);
    expect(ranOnB).toHaveBeenCalledTimes(1);
    finish();
    expect(await onA).toBe(true);
    expect(await runAlone(pair.b.db, 'sweep', ranOnB)).toBe(true);
  });

  it('releases the job when it fails', async () => {
    await expect(
      runAlone(pair.a.app.db, 'failing', () => Promise.reject(new Error('broken'))),
    ).rejects.toThrow('broken');
    expect(await runAlone(pair.b.db, 'failing', async () => undefined)).toBe(true);
  });

  it('skips a second run of a job on the instance already running it', async () => {
    let finish!: () => void;
    const running = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const first = runAlone(pair.a.app.db, 'local job', () => running);
    const second = jest.fn(async () => undefined);
    expect(await runAlone(pair.a.app.db, 'local job', second)).toBe(false);
    expect(second).not.toHaveBeenCalled();
    finish();
    expect(await first).toBe(true);
    expect(await runAlone(pair.a.app.db, 'local job', second)).toBe(true);
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
});
