import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createDatabase } from '../../../src/db/database';
import { migrateToLatest } from '../../../src/db/migrations';
import { seedDemoDocuments } from '../../../src/db/seed/seedDemoDocuments';
import { seedDemoData } from '../../../src/db/seed/seedDemoData';
import { documentPath, removeDocument } from '../../../src/storage/documentStorage';
import { LocalDocumentStore } from '../../../src/storage/localDocumentStore';
import { makeTempDir, TEST_REFERENCE_DATE } from '../../helpers/testApp';

/** More than PERSONAL_DEMO_DOCUMENTS documents, so shared specimens are made too. */
const ORDERS = 1500;

interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string;
}

function schemaObjects(sqlite: BetterSqlite3.Database): SchemaObject[] {
  return sqlite
    .prepare<[], SchemaObject>(
      `select type, name, tbl_name, sql from sqlite_master
        where type in ('index', 'trigger') and sql is not null order by type, name`,
    )
    .all();
}

/** Tables the triggers on orders write to: the ones a bulk load rebuilds instead. */
function derivedTables(sqlite: BetterSqlite3.Database): string[] {
  const tables = new Set<string>();
  for (const trigger of schemaObjects(sqlite)) {
    if (trigger.type !== 'trigger' || trigger.tbl_name !== 'orders') continue;
    for (const match of trigger.sql.matchAll(/insert\s+into\s+"?(\w+)"?/gi)) tables.add(match[1]!);
  }
  return [...tables].sort();
}

/** Every row of `table` in a fixed order, with the rowid where the table has one. */
function rowsOf(sqlite: BetterSqlite3.Database, table: string): unknown[] {
  const { sql } = sqlite
    .prepare<[string], { sql: string }>('select sql from sqlite_master where name = ?')
    .get(table) ?? { sql: '' };
  if (/without\s+rowid/i.test(sql)) {
    const columns = sqlite.pragma(`table_info("${table}")`) as unknown[];
    const order = columns.map((_, index) => index + 1).join(', ');
    return sqlite.prepare(`select * from "${table}" order by ${order}`).all();
  }
  return sqlite.prepare(`select rowid as row_key, * from "${table}" order by 1`).all();
}

async function migrated(file: string): Promise<void> {
  const db = createDatabase(file);
  await migrateToLatest(db);
  await db.destroy();
}

describe('a seeded database', () => {
  let dir: string;
  let dataDir: string;
  let seeded: BetterSqlite3.Database;
  let fresh: BetterSqlite3.Database;

  beforeAll(async () => {
    dir = makeTempDir();
    dataDir = path.join(dir, 'data');
    const db = createDatabase(path.join(dataDir, 'portal.sqlite'));
    await migrateToLatest(db);
    await seedDemoData(db, { orders: ORDERS, referenceDate: TEST_REFERENCE_DATE });
    await seedDemoDocuments(db, new LocalDocumentStore(dataDir));
    await db.destroy();
    await migrated(path.join(dir, 'fresh.sqlite'));
    seeded = new BetterSqlite3(path.join(dataDir, 'portal.sqlite'));
    fresh = new BetterSqlite3(path.join(dir, 'fresh.sqlite'));
  }, 60_000);

  afterAll(() => {
    seeded.close();
    fresh.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has exactly the indexes and triggers of a freshly migrated one', () => {
    expect(schemaObjects(seeded)).toEqual(schemaObjects(fresh));
    expect(schemaObjects(seeded).some((object) => object.type === 'trigger')).toBe(true);
  });

  it('passes the integrity and foreign key checks', () => {
    expect(seeded.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(seeded.pragma('foreign_key_check')).toEqual([]);
    expect(seeded.pragma('journal_mode')).toEqual([{ journal_mode: 'wal' }]);
  });

  it('counts each status exactly as the orders are', () => {
    const stored = seeded
      .prepare('select process_status, count from order_status_counts where count > 0 order by 1')
      .all();
    const recounted = seeded
      .prepare('select process_status, count(*) as count from orders group by 1 order by 1')
      .all();
    expect(stored).toEqual(recounted);
  });

  it('has every derived table as the triggers would have left it, order by order', () => {
    const tables = derivedTables(fresh);
    expect(tables).toContain('order_status_counts');
    // The same rows inserted one statement at a time, the triggers firing for each.
    const copy = new BetterSqlite3(path.join(dir, 'fresh.sqlite'));
    try {
      copy.exec(`attach '${path.join(dataDir, 'portal.sqlite')}' as seeded`);
      copy.exec('insert into main.orders select * from seeded.orders order by order_id');
      for (const table of tables) {
        expect(rowsOf(fresh, table)).toEqual(rowsOf(seeded, table));
      }
    } finally {
      copy.close();
    }
  });

  it('has a whole PDF at the stored path of every document, shared files surviving removals', async () => {
    const documents = seeded
      .prepare<[], { order_id: number; file1: string }>(
        'select order_id, file1 from order_documents order by id',
      )
      .all();
    expect(documents.length).toBeGreaterThan(400);
    for (const document of documents) {
      expect(existsSync(documentPath(dataDir, document.order_id, document.file1))).toBe(true);
    }
    // Older documents share one specimen file: removing one leaves the others whole.
    const [first, second] = documents;
    if (!first || !second) throw new Error('no demo documents');
    const secondPath = documentPath(dataDir, second.order_id, second.file1);
    const before = readFileSync(secondPath);
    await removeDocument(dataDir, first.order_id, first.file1);
    expect(readFileSync(secondPath)).toEqual(before);
    expect(before.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
