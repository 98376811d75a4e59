import { recordAudit } from '../../src/audit/auditLog';
import { AuditWatcher } from '../../src/live/auditWatcher';
import { createTestApp, type TestApp } from '../helpers/testApp';

const INTERVAL_MS = 20;

/** Waits until `done` holds, checking every few milliseconds (a busy machine may be slow). */
async function waitFor(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('AuditWatcher', () => {
  let t: TestApp;
  let watcher: AuditWatcher;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    watcher = new AuditWatcher(t.app.db, { intervalMs: INTERVAL_MS, onError: jest.fn() });
  });
  afterEach(() => watcher.stop());

  const audit = (db = t.app.db) =>
    recordAudit(db, {
      actor: { id: null, name: 'test' },
      action: 'order.status',
      entity: 'order',
      entityId: 1,
    });

  /** Waits until the watcher has asked for the newest id `count` more times: that many ticks. */
  async function ticks(count: number): Promise<void> {
    const latestId = jest.spyOn(watcher, 'latestId');
    const from = latestId.mock.calls.length;
    await waitFor(() => latestId.mock.calls.length >= from + count);
  }

  it('tells every listener once when the audit log grows, and stays quiet otherwise', async () => {
    const since = await watcher.latestId();
    const first = jest.fn();
    const second = jest.fn();
    watcher.subscribe(first, since);
    watcher.subscribe(second, since);
    await ticks(3);
    expect(first).not.toHaveBeenCalled();

    // Two entries that appear at once (one transaction): a tick between two separate
    // writes would rightly report each.
    await t.app.db.transaction().execute(async (trx) => {
      await audit(trx);
      await audit(trx);
    });
    await waitFor(() => second.mock.calls.length > 0);
    await ticks(3);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(since + 2);
    expect(second).toHaveBeenCalledWith(since + 2);
  });

  it('tells a listener by the second tick after a commit: the next one that starts after it', async () => {
    const since = await watcher.latestId();
    const listener = jest.fn();
    watcher.subscribe(listener, since);
    await ticks(1);
    await audit();
    // A tick still out at the commit may miss it; the one after cannot start until it ends.
    await ticks(2);
    expect(listener).toHaveBeenCalledWith(since + 1);
  });

  it('serves all its listeners with one query per tick', async () => {
    const latestId = jest.spyOn(watcher, 'latestId');
    const since = await watcher.latestId();
    latestId.mockClear();
    for (let n = 0; n < 50; n++) watcher.subscribe(jest.fn(), since);
    await waitFor(() => latestId.mock.calls.length >= 3);
    // A query per listener would have made 50 at the first tick.
    expect(latestId.mock.calls.length).toBeLessThan(50);
  });

  it('tells a listener about entries written between its start and its first tick', async () => {
    const since = await watcher.latestId();
    await audit();
    const listener = jest.fn();
    watcher.subscribe(listener, since);
    await waitFor(() => listener.mock.calls.length > 0);
    expect(listener).toHaveBeenCalledWith(since + 1);
  });

  it('stops polling when its last listener leaves', async () => {
    const latestId = jest.spyOn(watcher, 'latestId');
    const unsubscribe = watcher.subscribe(jest.fn(), 0);
    await waitFor(() => latestId.mock.calls.length >= 2);
    unsubscribe();
    const calls = latestId.mock.calls.length;
    // Another watcher's ticks measure the time: it polls three times, this one not at all.
    const clock = new AuditWatcher(t.app.db, { intervalMs: INTERVAL_MS, onError: jest.fn() });
    const clockTicks = jest.spyOn(clock, 'latestId');
    const stopClock = clock.subscribe(jest.fn(), 0);
    await waitFor(() => clockTicks.mock.calls.length >= 3);
    stopClock();
    clock.stop();
    expect(latestId.mock.calls.length).toBe(calls);
  });
});
