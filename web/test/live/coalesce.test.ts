import { coalesce } from '../../src/live/coalesce';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesce', () => {
  it('runs at once when idle, and collapses calls made during a run into one more run', async () => {
    const runs: Array<ReturnType<typeof deferred>> = [];
    const reload = coalesce(() => {
      const run = deferred();
      runs.push(run);
      return run.promise;
    });

    reload();
    expect(runs).toHaveLength(1);
    reload();
    reload();
    reload();
    expect(runs).toHaveLength(1);

    runs[0]?.resolve();
    await settle();
    expect(runs).toHaveLength(2);

    runs[1]?.resolve();
    await settle();
    expect(runs).toHaveLength(2);
  });

  it('keeps working after a run fails', async () => {
    let calls = 0;
    const reload = coalesce(async () => {
      calls++;
      if (calls === 1) throw new Error('network');
    });
    reload();
    await settle();
    reload();
    await settle();
    expect(calls).toBe(2);
  });
});
