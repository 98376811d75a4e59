import { runAlone } from '../../src/db/jobLock';
import { heldJob } from '../helpers/heldJob';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * A periodic job on one instance, on either database (across instances:
 * test/postgres/jobLock.test.ts): a run started while the last one still runs is skipped.
 */
describe('runAlone on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('skips a second run of a job while the first still runs, and runs it once that ended', async () => {
    const held = heldJob();
    const first = runAlone(t.app.db, 'local job', held.job);
    await held.started;
    const second = jest.fn(async () => undefined);
    expect(await runAlone(t.app.db, 'local job', second)).toBe(false);
    expect(await runAlone(t.app.db, 'another job', second)).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
    held.finish();
    expect(await first).toBe(true);
    expect(await runAlone(t.app.db, 'local job', second)).toBe(true);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('runs it again after a run that failed', async () => {
    await expect(
      runAlone(t.app.db, 'failing', () => Promise.reject(new Error('broken'))),
    ).rejects.toThrow('broken');
    expect(await runAlone(t.app.db, 'failing', async () => undefined)).toBe(true);
  });
});
