import path from 'node:path';
import { rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { checksMatch, copyToPostgres, CopyRefused } from '../../src/db/copyToPostgres';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations';
import type { Database } from '../../src/db/schema';
import { seedDemoData } from '../../src/db/seed/seedDemoData';
import { makeTempDir, TEST_REFERENCE_DATE } from '../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const ORDERS = 150;

/** `npm run migrate-data`: a seeded SQLite portal copied into an empty PostgreSQL database. */
describe('copying a SQLite portal into PostgreSQL', () => {
  let dir: string;
  let source: Kysely<Database>;
  let targetDatabase: TestDatabase;
  let target: Kysely<Database>;

  beforeAll(async () => {
    dir = makeTempDir();
    const file = path.join(dir, 'portal.sqlite');
    source = createDatabase(file);
    await migrateToLatest(source);
    await seedDemoData(source, { orders: ORDERS, referenceDate: TEST_REFERENCE_DATE });
    await source
      .insertInto('audit_log')
      .values({
        at: '2025-06-30T10:00:00.000Z',
        actor_id: 1,
        actor_name: 'Alice Admin',
        action: 'order.status',
        entity: 'order',
        entity_id: '100001',
        from_value: 'New',
        to_value: 'Completed',
      })
      .execute();
    await source
      .insertInto('login_failures')
      .values({ email: 'x@example.com', ip: '10.0.0.1', at: '2025-06-30T10:00:00.000Z' })
      .execute();
    targetDatabase = await createTestDatabase();
    target = createDatabase(targetDatabase.target(dir, file));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([source.destroy(), target.destroy()]);
    await targetDatabase.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table, rebuilds the derived ones and finds both sides equal', async () => {
    const checks = await copyToPostgres(source, target);
    expect(checksMatch(checks)).toBe(true);
    const rows = Object.fromEntries(checks.map((check) => [check.table, check.targetRows]));
    expect(rows).toMatchObject({ staff: 5, orders: ORDERS, audit_log: 1, login_failures: 1 });
    expect(rows.order_status_counts).toBeGreaterThan(0);
    expect(rows.order_country_days).toBeGreaterThan(0);
  });

  it('lets the copy take new rows after the copied ids', async () => {
    const { max } = await source
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const { id } = await target
      .insertInto('audit_log')
      .values({
        at: '2025-07-01T10:00:00.000Z',
        actor_id: 1,
        actor_name: 'Alice Admin',
        action: 'order.status',
        entity: 'order',
        entity_id: '100002',
        from_value: 'New',
        to_value: 'Completed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(Number(max));
  });

  it('refuses a target that already holds data', async () => {
    await expect(copyToPostgres(source, target)).rejects.toThrow(CopyRefused);
    await expect(copyToPostgres(source, target)).rejects.toThrow(
      'The target database already holds data (staff, payment_gateways, orders, order_documents, mail_history, download_history, remarks, audit_log, login_failures); migrate-data copies only into an empty database.',
    );
  });
});
