import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { bulkLoadPostgres } from '../../src/db/bulkLoad';
import { copyText } from '../../src/db/copyText';
import { createDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { seedDemoData } from '../../src/db/seed/seedDemoData';
import { makeTempDir, TEST_REFERENCE_DATE } from '../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

/** Enough orders for every status, several documents, mails and remarks per day. */
const ORDERS = 600;

type Row = Record<string, unknown>;

/** Indexes, constraints (with their definitions) and triggers (with their enabled state). */
async function schemaObjects(db: Kysely<Database>): Promise<Row[]> {
  const { rows } = await sql<Row>`
    select 'index' as kind, indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema()
    union all
    select 'constraint', conrelid::regclass::text || '.' || conname, pg_get_constraintdef(oid)
      from pg_constraint where connamespace = current_schema()::regnamespace
    union all
    select 'trigger', tgrelid::regclass::text || '.' || tgname, tgenabled::text
      from pg_trigger where not tgisinternal
    order by 1, 2`.execute(db);
  return rows;
}

/** Tables the triggers on orders write to: the ones a bulk load rebuilds instead. */
async function derivedTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ source: string }>`
    select p.prosrc as source from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    where t.tgrelid = 'orders'::regclass and not t.tgisinternal`.execute(db);
  const tables = new Set<string>();
  for (const { source } of rows) {
    for (const match of source.matchAll(/insert\s+into\s+"?(\w+)"?/gi)) tables.add(match[1]!);
  }
  return [...tables].sort();
}

async function rowsOf(db: Kysely<Database>, table: string): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
  return rows.map((row) => JSON.stringify(row)).sort() as unknown as Row[];
}

/** `npm run seed` on PostgreSQL: COPY with triggers, foreign keys and indexes off. */
describe('a PostgreSQL database seeded through COPY', () => {
  let dir: string;
  const databases: TestDatabase[] = [];
  let seeded: Kysely<Database>;
  let fresh: Kysely<Database>;

  async function open(): Promise<Kysely<Database>> {
    const database = await createTestDatabase();
    databases.push(database);
    return createDatabase(database.target(dir, path.join(dir, 'unused.sqlite')));
  }

  beforeAll(async () => {
    dir = makeTempDir();
    seeded = await open();
    fresh = await open();
    await seedDemoData(seeded, { orders: ORDERS, referenceDate: TEST_REFERENCE_DATE });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([seeded.destroy(), fresh.destroy()]);
    await Promise.all(databases.map((database) => database.drop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('has exactly the indexes, constraints and enabled triggers of a freshly migrated one', async () => {
    const objects = await schemaObjects(seeded);
    expect(objects).toEqual(await schemaObjects(fresh));
    expect(objects.filter((object) => object.kind === 'trigger').length).toBeGreaterThan(0);
    expect(objects.some((object) => String(object.definition).startsWith('FOREIGN KEY'))).toBe(
      true,
    );
  });

  it('holds every row of the seed', async () => {
    const { rows } = await sql<{ orders: number; remarks: number; mails: number }>`
      select (select count(*) from orders) as orders, (select count(*) from remarks) as remarks,
        (select count(*) from mail_history) as mails`.execute(seeded);
    expect(rows[0]?.orders).toBe(ORDERS);
    expect(rows[0]?.remarks).toBeGreaterThan(ORDERS / 2);
    expect(rows[0]?.mails).toBeGreaterThan(0);
  });

  it('leaves the orders vacuumed, so an index-only scan reads no table page', async () => {
    const { rows } = await sql<{ pages: number; visible: number; analysed: boolean }>`
      select relpages as pages, relallvisible as visible, reltuples > 0 as analysed
      from pg_class where oid = 'orders'::regclass`.execute(seeded);
    expect(rows[0]?.pages).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ pages: rows[0]?.pages, visible: rows[0]?.pages, analysed: true });
  });

  it('has every derived table as the triggers would have left it, order by order', async () => {
    const tables = await derivedTables(fresh);
    expect(tables).toEqual([
      'order_assignee_counts',
      'order_country_days',
      'order_processor_days',
      'order_search_rows',
      'order_status_counts',
    ]);
    // The same orders inserted a statement at a time into the fresh database, the triggers firing.
    const orders = await seeded.selectFrom('orders').selectAll().orderBy('order_id').execute();
    for (const order of orders) await fresh.insertInto('orders').values(order).execute();
    for (const table of tables) {
      expect({ table, rows: await rowsOf(seeded, table) }).toEqual({
        table,
        rows: await rowsOf(fresh, table),
      });
    }
  });

  it("samples the search document with a statistics target of 1,000, after the load's rebuild too", async () => {
    const target = async (db: Kysely<Database>) =>
      (
        await sql<{ target: number }>`
          select attstattarget as target from pg_attribute
          where attrelid = 'order_search_rows_fragments'::regclass and attnum = 1`.execute(db)
      ).rows[0]?.target;
    expect(await target(seeded)).toBe(1000);
    expect(await target(fresh)).toBe(1000);
  });

  it("compresses the orders' details with lz4, not pglz (migration 170)", async () => {
    const { rows } = await sql<{ method: string | null }>`
      select distinct pg_column_compression(details) as method from orders`.execute(seeded);
    const methods = rows.map((row) => row.method);
    expect(methods).toContain('lz4');
    expect(methods).not.toContain('pglz');
  });

  it('numbers new rows after the ids the load wrote', async () => {
    const { max } = await seeded
      .selectFrom('mail_history')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const { id } = await seeded
      .insertInto('mail_history')
      .values({
        order_id: 100001,
        document_id: null,
        email: 'new@example.com',
        mail_service_provider: 'AWS',
        remainder_mail: 0,
        create_ts: '2025-06-30T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(Number(max));
  });

  it('copies text with tabs, line breaks, backslashes, non-ASCII characters and nulls as they are', async () => {
    const texts = ['tab\there', 'line\nbreak\r\n', 'back\\slash \\N', 'Zoë 日本 😀', ''];
    const columns = ['order_id', 'document_id', 'email', 'mail_service_provider', 'create_ts'];
    await bulkLoadPostgres(seeded, ['mail_history'], (_trx, copy) =>
      copy('mail_history', columns, [
        copyText(
          columns.length,
          texts.flatMap((text) => [100002, null, text, 'AWS', '2001-01-01T00:00:00.000Z']),
        ),
      ]),
    );
    const stored = await seeded
      .selectFrom('mail_history')
      .select(['email', 'document_id'])
      .where('create_ts', '=', '2001-01-01T00:00:00.000Z')
      .orderBy('id')
      .execute();
    expect(stored).toEqual(texts.map((email) => ({ email, document_id: null })));
  });

  it('leaves nothing behind when the load fails', async () => {
    const before = await schemaObjects(seeded);
    await expect(
      bulkLoadPostgres(seeded, ['remarks'], (_trx, copy) =>
        copy(
          'remarks',
          ['order_id', 'us_date', 'us_time', 'remark_name', 'remark', 'created_at'],
          [copyText(6, [999_999_999, '06/30/2025', '10:00 AM', 'Copy Test', 'missing', 'today'])],
        ),
      ),
    ).rejects.toThrow(/remarks.*foreign key/);
    expect(await schemaObjects(seeded)).toEqual(before);
  });
});
