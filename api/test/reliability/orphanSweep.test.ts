import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentsDir } from '../../src/storage/documentStorage';
import {
  MESSAGE_SWEEP_FAILED,
  removeOrphanedDocuments,
  sweepBesideRequests,
} from '../../src/storage/orphanSweep';
import { logLines } from '../helpers/logLines';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** The start-up sweep behind "no uploaded file is orphaned" (scripts/crash-test.mjs). */
describe('the sweep of documents no row names', () => {
  let t: TestApp;
  let orderId: number;
  beforeAll(async () => {
    t = await createTestApp({ orders: 3 });
    orderId = t.sql.prepare('select min(order_id) from orders').pluck().get() as number;
    t.sql
      .prepare(
        `insert into order_documents (order_id, file1, customer_name, is_rejected_doc, mail_service_provider, created_at)
         values (?, 'kept.pdf', 'x', 'No', 'AWS', ?)`,
      )
      .run(orderId, new Date().toISOString());
  });
  afterAll(() => t.close());

  const pdf = Buffer.from('%PDF-1.4\n');
  const stored = async () => {
    const names: string[] = [];
    for await (const { name } of t.app.documents.list()) names.push(name);
    return names.sort();
  };

  it('removes documents no row names (and temporary files), and keeps recorded ones', async () => {
    await t.app.documents.put(orderId, 'kept.pdf', pdf);
    await t.app.documents.put(orderId, 'never-committed.pdf', pdf);
    const local = t.config.storage.kind === 'local';
    if (local) {
      // What a crash in the middle of a local write leaves.
      mkdirSync(documentsDir(t.config.dataDir), { recursive: true });
      writeFileSync(path.join(documentsDir(t.config.dataDir), '.0123456789abcdef.partial'), pdf);
    }

    const removed = await removeOrphanedDocuments(t.app.db, t.app.documents, { minAgeMs: 0 });
    expect(removed).toBe(local ? 2 : 1);
    expect(await stored()).toEqual([`${orderId}_kept.pdf`]);
  });

  it('counts each orphan once past a batch of 500 names, and removes them all', async () => {
    const before = await stored();
    for (let n = 0; n < 501; n += 1) {
      await t.app.documents.put(orderId, `orphan-${n}.pdf`, pdf, { durable: false });
    }
    expect(await removeOrphanedDocuments(t.app.db, t.app.documents, { minAgeMs: 0 })).toBe(501);
    expect(await stored()).toEqual(before);
  });

  it('leaves an orphan younger than the minimum age: another instance may be about to commit its row', async () => {
    await t.app.documents.put(orderId, 'in-flight.pdf', pdf);
    const minAgeMs = 15 * 60_000;

    expect(await removeOrphanedDocuments(t.app.db, t.app.documents, { minAgeMs })).toBe(0);
    expect(await stored()).toContain(`${orderId}_in-flight.pdf`);

    const later = new Date(Date.now() + minAgeMs + 60_000);
    expect(await removeOrphanedDocuments(t.app.db, t.app.documents, { minAgeMs, now: later })).toBe(
      1,
    );
    expect(await stored()).toEqual([`${orderId}_kept.pdf`]);
  });

  it('removes an orphan exactly the minimum age old, and with no minimum age one dated ahead of the clock', async () => {
    await t.app.documents.put(orderId, 'left.pdf', pdf);
    const name = `${orderId}_left.pdf`;
    let modifiedAt = new Date(0);
    for await (const document of t.app.documents.list()) {
      if (document.name === name) modifiedAt = document.modifiedAt;
    }
    const minAgeMs = 60_000;
    const justTooYoung = new Date(modifiedAt.getTime() + minAgeMs - 1);
    const sweptAt = (now: Date, age = minAgeMs) => ({ minAgeMs: age, now });
    expect(await removeOrphanedDocuments(t.app.db, t.app.documents, sweptAt(justTooYoung))).toBe(0);
    const exactly = new Date(modifiedAt.getTime() + minAgeMs);
    expect(await removeOrphanedDocuments(t.app.db, t.app.documents, sweptAt(exactly))).toBe(1);

    // The file system's clock may read ahead of this process's: no minimum age still means all.
    await t.app.documents.put(orderId, 'left.pdf', pdf);
    const behind = new Date(Date.now() - 60_000);
    expect(await removeOrphanedDocuments(t.app.db, t.app.documents, sweptAt(behind, 0))).toBe(1);
    expect(await stored()).toEqual([`${orderId}_kept.pdf`]);
  });

  it('logs a sweep beside the requests that fails, and throws nothing: the server serves on', async () => {
    const log = logLines();
    const failing = await createTestApp({
      orders: 1,
      env: { LOG_LEVEL: 'error' },
      logStream: log.stream,
    });
    try {
      await failing.app.documents.put(orderId, 'never-committed.pdf', pdf);
      // The database out of reach: the sweep cannot read which documents rows name.
      await failing.app.db.destroy();
      sweepBesideRequests(failing.app, 0);
      await new Promise<void>((resolve) => {
        const check = () =>
          log.lines.some((line) => line.includes(MESSAGE_SWEEP_FAILED))
            ? resolve()
            : setTimeout(check, 10);
        check();
      });
      expect(log.lines.join('\n')).toContain(MESSAGE_SWEEP_FAILED);
    } finally {
      await failing.close();
    }
  });
});
