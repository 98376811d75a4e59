import { rmSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase } from '../../../src/db/database';
import { MIGRATIONS, migrateToLatest } from '../../../src/db/migrations';
import { makeTempDir } from '../../helpers/testApp';

describe('migrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates every table and index once; running them again changes nothing', async () => {
    const db = createDatabase(path.join(dir, 'portal.sqlite'));
    try {
      const first = await migrateToLatest(db);
      expect(first.map((result) => [result.migrationName, result.status])).toEqual(
        Object.keys(MIGRATIONS).map((name) => [name, 'Success']),
      );
      expect(await migrateToLatest(db)).toEqual([]);

      const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual([
        'active_remote_releases',
        'audit_log',
        'download_history',
        'front_rate_limits',
        'login_failures',
        'mail_history',
        'mail_outbox',
        'order_assignee_counts',
        'order_country_days',
        'order_documents',
        // FTS5 keeps the fragment index in these shadow tables (migration 150).
        'order_fragments',
        'order_fragments_config',
        'order_fragments_content',
        'order_fragments_data',
        'order_fragments_docsize',
        'order_fragments_idx',
        'order_processor_days',
        // FTS5 keeps the search index in these shadow tables (migration 080).
        'order_search',
        'order_search_config',
        'order_search_content',
        'order_search_data',
        'order_search_docsize',
        'order_search_idx',
        'order_status_counts',
        'orders',
        'payment_gateways',
        'remarks',
        'remote_deployments',
        'staff',
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('keeps the data of an already migrated file when it is opened again', async () => {
    const file = path.join(dir, 'portal.sqlite');
    const first = createDatabase(file);
    await migrateToLatest(first);
    await first
      .insertInto('payment_gateways')
      .values({ gateway_name: 'Stripe', is_active: 1, is_secondary_domain: 0 })
      .execute();
    await first.destroy();

    const second = createDatabase(file);
    try {
      expect(await migrateToLatest(second)).toEqual([]);
      const rows = await second.selectFrom('payment_gateways').select('gateway_name').execute();
      expect(rows).toEqual([{ gateway_name: 'Stripe' }]);
    } finally {
      await second.destroy();
    }
  });

  it('opens SQLite in WAL mode with full sync and foreign keys on', async () => {
    const file = path.join(dir, 'portal.sqlite');
    const db = createDatabase(file);
    await migrateToLatest(db);
    const raw = new BetterSqlite3(file);
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      // synchronous and foreign_keys are per connection: ask the app's own.
      const pragmas = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(pragmas.rows[0]?.synchronous).toBe(2);
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(keys.rows[0]?.foreign_keys).toBe(1);
    } finally {
      raw.close();
      await db.destroy();
    }
  });

  it('indexes the columns the queues filter on', async () => {
    const db = createDatabase(path.join(dir, 'portal.sqlite'));
    await migrateToLatest(db);
    const raw = new BetterSqlite3(path.join(dir, 'portal.sqlite'));
    try {
      const columnsOf = (index: string) =>
        (raw.prepare(`pragma index_info(${index})`).all() as { name: string }[]).map(
          (column) => column.name,
        );
      expect(columnsOf('orders_status_listed')).toEqual([
        'process_status',
        'created_at',
        'order_id',
      ]);
      expect(columnsOf('orders_status_created')).toEqual([]);
      expect(columnsOf('orders_assignee_status')).toEqual(['assign_to', 'process_status']);
      expect(columnsOf('orders_email')).toEqual(['email']);
      expect(columnsOf('orders_nationality')).toEqual(['nationality']);
    } finally {
      raw.close();
      await db.destroy();
    }
  });
});
