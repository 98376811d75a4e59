import { statSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { backupFileName, backupSqlite } from '../../src/commands/backupSqlite';
import { callRoute } from '../helpers/callRoute';
import { createTestApp, login, type TestApp } from '../helpers/testApp';

/** `npm run backup` (docs/deployment.md#backup-and-restore): SQLite's online backup. */
describe('backupSqlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Twenty writes at once from one member: more than the per-member limit of calls under way.
    t = await createTestApp({ orders: 200, env: { STAFF_CONCURRENT_CALLS: '20' } });
  }, 60_000);
  afterAll(() => t.close());

  it('copies the live database while the server writes: consistent, complete and private', async () => {
    const token = await login(t.app, 'admin@demo.test');
    const orderIds = t.sql
      .prepare('select order_id from orders order by order_id limit 20')
      .pluck()
      .all() as number[];
    // Remarks keep committing through the app while the backup runs.
    const writes = Promise.all(
      orderIds.map(async (orderId) => {
        const version = t.sql
          .prepare('select version from orders where order_id = ?')
          .pluck()
          .get(orderId) as number;
        const response = await callRoute(t.app, API_ROUTES.addNewRemark, token, {
          body: {
            orderId,
            remark: 'During the backup',
            remarkerName: 'Alice Admin',
            whatsapp: '',
            telephone: '',
            statusRefund: '',
            voided: '',
            chargeBack: '',
            version,
          },
        });
        expect(response.statusCode).toBe(200);
      }),
    );
    const target = path.join(t.config.dataDir, 'backups', backupFileName());
    const result = await backupSqlite(t.config.databaseFile, target);
    await writes;

    expect(result.file).toBe(target);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    const copy = new BetterSqlite3(target, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const count = (sql: string) => copy.prepare(sql).pluck().get() as number;
      expect(count('select count(*) from orders')).toBe(200);
      expect(count('select count(*) from staff')).toBeGreaterThan(0);
      // Every remark is whole: it is in the copy with its audit entry, or neither is.
      expect(count("select count(*) from remarks where remark = 'During the backup'")).toBe(
        count("select count(*) from audit_log where action = 'order.remark'"),
      );
    } finally {
      copy.close();
    }
  });

  it('refuses to overwrite a file', async () => {
    const target = path.join(t.config.dataDir, 'backups', 'taken.sqlite');
    await backupSqlite(t.config.databaseFile, target);
    await expect(backupSqlite(t.config.databaseFile, target)).rejects.toThrow('exists already');
  });

  it('names backups by UTC time', () => {
    expect(backupFileName(new Date('2026-11-25T02:15:00.123Z'))).toBe(
      'portal-20261125T021500Z.sqlite',
    );
  });
});
