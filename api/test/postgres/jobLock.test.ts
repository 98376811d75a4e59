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
});
