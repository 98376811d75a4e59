import { recordAudit } from '../../src/audit/auditLog';
import { AuditWatcher } from '../../src/live/auditWatcher';
import { createTestApp, type TestApp } from '../helpers/testApp';

const INTERVAL_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('tells every listener once when the audit log grows, and stays quiet otherwise', async () => {
    const since = await watcher.latestId();
    const first = jest.fn();
    const second = jest.fn();
    watcher.subscribe(first, since);
    watcher.subscribe(second, since);
    await sleep(INTERVAL_MS * 4);
    expect(first).not.toHaveBeenCalled();

    // Two entries that appear at once (one transaction): a tick between two separate
    // writes would rightly report each.
    await t.app.db.transaction().execute(async (trx) => {
      await audit(trx);
      await audit(trx);
    });
    await sleep(INTERVAL_MS * 4);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(since + 2);
    expect(second).toHaveBeenCalledWith(since + 2);
  });

  it('serves all its listeners with one query per tick', async () => {
    const latestId = jest.spyOn(watcher, 'latestId');
    const since = await watcher.latestId();
    latestId.mockClear();
    for (let n = 0; n < 50; n++) watcher.subscribe(jest.fn(), since);
    await sleep(INTERVAL_MS * 5);
    expect(latestId.mock.calls.length).toBeGreaterThan(0);
    expect(latestId.mock.calls.length).toBeLessThanOrEqual(7);
  });

  it('tells a listener about entries written between its start and its first tick', async () => {
    const since = await watcher.latestId();
    await audit();
    const listener = jest.fn();
    watcher.subscribe(listener, since);
    await sleep(INTERVAL_MS * 3);
    expect(listener).toHaveBeenCalledWith(since + 1);
  });

  it('stops polling when its last listener leaves', async () => {
    const latestId = jest.spyOn(watcher, 'latestId');
    const unsubscribe = watcher.subscribe(jest.fn(), 0);
    await sleep(INTERVAL_MS * 3);
    unsubscribe();
    const calls = latestId.mock.calls.length;
    await sleep(INTERVAL_MS * 4);
    expect(latestId.mock.calls.length).toBe(calls);
  });
});
