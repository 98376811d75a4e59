import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentsDir } from '../../src/storage/documentStorage';
import { removeOrphanedDocuments } from '../../src/storage/orphanSweep';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** The start-up sweep behind "no uploaded file is orphaned" (scripts/crash-test.mjs). */
describe('removeOrphanedDocuments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 3 });
  });
  afterAll(() => t.close());

  it('removes files no document row names and temporary files, and keeps recorded ones', async () => {
    const orderId = t.sql.prepare('select min(order_id) from orders').pluck().get() as number;
    t.sql
      .prepare(
        `insert into order_documents (order_id, file1, customer_name, is_rejected_doc, mail_service_provider, created_at)
         values (?, 'kept.pdf', 'x', 'No', 'AWS', ?)`,
      )
      .run(orderId, new Date().toISOString());
    const folder = documentsDir(t.config.dataDir);
    mkdirSync(folder, { recursive: true });
    const kept = path.join(folder, `${orderId}_kept.pdf`);
    const orphan = path.join(folder, `${orderId}_never-committed.pdf`);
    const partial = path.join(folder, '.0123456789abcdef.partial');
    for (const file of [kept, orphan, partial]) writeFileSync(file, '%PDF-1.4\n');

    expect(await removeOrphanedDocuments(t.app.db, t.config.dataDir)).toBe(2);
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(partial)).toBe(false);
  });
});
