import { runAlone } from '../../src/db/jobLock';
import { SWEEP_JOB, sweepOrphanedDocuments } from '../../src/storage/orphanSweep';
import { twoInstances } from '../helpers/anotherInstance';

/** Instances started together on one PostgreSQL database sweep the document store once. */
describe('the start-up sweep across instances', () => {
  const pair = twoInstances();

  const storedNames = async () => {
    const names: string[] = [];
    for await (const stored of pair.a.app.documents.list()) names.push(stored.name);
    return names;
  };

  it('is left to the instance already sweeping, and made by the next start once it ended', async () => {
    // A document no row names, as a crash between its write and its row's commit leaves one.
    await pair.a.app.documents.put(999001, 'orphan.pdf', Buffer.from('%PDF-1.4\n'));
    let finish!: () => void;
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const sweepingOnB = runAlone(pair.b.db, SWEEP_JOB, async () => {
      started();
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await hasStarted;

    await sweepOrphanedDocuments(pair.a.app, 0);
    expect(await storedNames()).toContain('999001_orphan.pdf');

    finish();
    expect(await sweepingOnB).toBe(true);
    await sweepOrphanedDocuments(pair.a.app, 0);
    expect(await storedNames()).not.toContain('999001_orphan.pdf');
  });
});
