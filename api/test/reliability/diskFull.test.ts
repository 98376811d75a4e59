import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../src/audit/auditLog';
import { sampleValue } from '../helpers/prometheusText';
import { apiPath, createTestApp, type TestApp } from '../helpers/testApp';

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

function logLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
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
    t.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.adminLogin),
      payload: { email: 'admin@demo.test', password },
    });

  it('still lets a member sign in: a successful sign-in writes nothing', async () => {
    const answer = await signIn('demo1234');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 1, message: 'Login successful.' });
  });

  it('answers a write it cannot make with a 503 envelope and logs it as a full disk', async () => {
    const answer = await signIn('wrong-password');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 0,
      message: 'The server cannot save data right now. Please try again later.',
    });
    const logged = log.lines.join('\n');
    expect(logged).toContain('disk full');
    expect(logged).toContain('SQLITE_FULL');
    expect(logged).not.toContain('cannot rollback');
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
