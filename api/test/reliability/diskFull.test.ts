import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, statfsSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../src/audit/auditLog';
import { RETRY_AFTER_SECONDS } from '../../src/db/storageErrors';
import { MIN_FREE_BYTES, PROBE_REUSE_MS } from '../../src/lifecycle/dataFolderProbe';
import { MESSAGE_DATA_FOLDER_FULL } from '../../src/lifecycle/readiness';
import { sampleValue } from '../helpers/prometheusText';
import { logLines } from '../helpers/logLines';
import { createTestApp, login, makeTempDir, type TestApp } from '../helpers/testApp';
import { uploadFromPage } from '../routes/orderDetail/orderDetailTestApp';
import { callRoute } from '../helpers/callRoute';

jest.setTimeout(60_000);

/**
 * A full disk, for real: SQLite's max_page_count on the app's own connection caps the file
 * at the pages it has; a filler table takes every free page, then small sign-in failures of
 * another client fill what room the failure table's own pages had left. The next write that
 * needs a page fails with SQLITE_FULL, exactly as on a full disk.
 */
async function fillTheDisk(t: TestApp): Promise<void> {
  await sql`create table disk_filler (junk blob)`.execute(t.app.db);
  const { page_count } = t.sql.prepare('pragma page_count').get() as { page_count: number };
  await sql.raw(`pragma max_page_count = ${page_count + 1}`).execute(t.app.db);
  await fillUntilFull(t, sql`insert into disk_filler (junk) values (randomblob(2000))`);
  const at = new Date().toISOString();
  await fillUntilFull(t, sql`insert into login_failures (email, ip, at) values ('x', '1', ${at})`);
}

async function fillUntilFull(t: TestApp, insert: ReturnType<typeof sql>): Promise<void> {
  for (;;) {
    try {
      await insert.execute(t.app.db);
    } catch {
      return;
    }
  }
}

describe('with the disk full', () => {
  let t: TestApp;
  const log = logLines();
  beforeEach(async () => {
    log.lines.length = 0;
    t = await createTestApp({
      env: { LOG_LEVEL: 'error' },
      logStream: log.stream,
    });
    await fillTheDisk(t);
  });
  afterEach(() => t.close());

  const signIn = (password: string) =>
    callRoute(t.app, API_ROUTES.adminLogin, null, { body: { email: 'admin@demo.test', password } });

  it('refuses every sign-in it cannot record, the right password too: 503 tells nothing', async () => {
    for (const password of ['wrong-password', 'demo1234', 'wrong-password', 'demo1234']) {
      const answer = await signIn(password);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.json()).toMatchObject({
        status: 0,
        message: 'The server cannot save data right now. Please try again later.',
      });
    }
    const logged = log.lines.join('\n');
    expect(logged).toContain('disk full');
    expect(logged).toContain('SQLITE_FULL');
    expect(logged).not.toContain('cannot rollback');
  });

  it('counts every wrong password once the disk has room again', async () => {
    for (let n = 0; n < 3; n += 1) expect((await signIn('wrong-password')).statusCode).toBe(503);
    await sql`drop table disk_filler`.execute(t.app.db);
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await signIn('wrong-password')).statusCode);
    // The refused attempts were not counted, nor checked: the lock comes at the 5th failure.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('counts each write the full disk refused in portal_storage_errors_total', async () => {
    const databaseErrors = async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
      return sampleValue(answer.body, 'portal_storage_errors_total{store="database"}');
    };
    const before = (await databaseErrors()) ?? 0;
    expect((await signIn('wrong-password')).statusCode).toBe(503);
    expect(await databaseErrors()).toBe(before + 1);
  });

  it('names a full disk, not the rollback, when a transaction fails', async () => {
    const write = t.app.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor: { id: null, name: 'test' },
        action: 'order.status',
        entity: 'order',
        entityId: 1,
        from: { text: 'x'.repeat(50_000) },
      }),
    );
    await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL' });
  });
});

/**
 * A data folder on a small tmpfs of its own, filled for real: the document write of an
 * upload fails with ENOSPC and /api/ready says the instance cannot take writes, until the
 * space is freed.
 */
describe('with the data folder full', () => {
  let mountPoint: string;
  let t: TestApp;
  let token: string;
  const filler = () => path.join(mountPoint, 'filler');

  beforeEach(async () => {
    mountPoint = makeTempDir();
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_BYTES}`, 'tmpfs', mountPoint]);
    t = await createTestApp({ orders: 3, env: { DATA_DIR: mountPoint } });
    token = await login(t.app, 'admin@demo.test');
  });
  afterEach(async () => {
    await t.close();
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  const ready = () => callRoute(t.app, API_ROUTES.ready, null);

  it('answers an upload 503 with Retry-After and records nothing', async () => {
    const orderId = t.sql
      .prepare('select order_id from orders order by order_id limit 1')
      .pluck()
      .get() as number;
    const documentsBefore = documentsOf(t, orderId);
    fillFolder(filler());

    const answer = await uploadFromPage(t, token, orderId, 'customer@example.com');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.json()).toMatchObject({
      status: 0,
      message: 'The document could not be saved. Nothing was recorded; please try again.',
    });
    expect(documentsOf(t, orderId)).toBe(documentsBefore);
  });

  it('answers /api/ready 503 with Retry-After while the folder is full, and 200 once space is freed', async () => {
    expect((await ready()).statusCode).toBe(200);
    fillFolder(filler());
    const full = await untilReadyAnswers(ready, 503);
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(full.json()).toMatchObject({ status: 0, message: MESSAGE_DATA_FOLDER_FULL });

    rmSync(filler());
    // A failing probe is not reused: the first ask after the room is made sees it.
    const freed = await ready();
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toMatchObject({ status: 1 });
  });

  it('answers /api/ready 503 once less room is left than the largest upload, though small writes still fit', async () => {
    const { bavail, bsize } = statfsSync(mountPoint);
    writeFileSync(filler(), Buffer.alloc(bavail * bsize - MIN_FREE_BYTES / 2));
    const tight = await untilReadyAnswers(ready, 503);
    expect(tight.statusCode).toBe(503);
    expect(tight.json()).toMatchObject({ status: 0, message: MESSAGE_DATA_FOLDER_FULL });
  });
});

/** Room for the migrated database and MIN_FREE_BYTES, and little else. */
const TMPFS_BYTES = MIN_FREE_BYTES + 16 * 1024 * 1024;

function documentsOf(t: TestApp, orderId: number): number {
  return Number(
    t.sql.prepare('select count(*) from order_documents where order_id = ?').pluck().get(orderId),
  );
}

/** Writes `file` until the file system refuses more (ENOSPC). */
function fillFolder(file: string): void {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = openSync(file, 'w');
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

/**
 * Asks /api/ready until it answers `status`: a passing probe is reused for PROBE_REUSE_MS,
 * so a fill shows within that. Bounded by a number of tries.
 */
async function untilReadyAnswers(
  ready: () => Promise<LightMyRequestResponse>,
  status: number,
): Promise<LightMyRequestResponse> {
  let answer = await ready();
  for (let tries = 0; answer.statusCode !== status && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, PROBE_REUSE_MS / 10));
    answer = await ready();
  }
  return answer;
}
