import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { OrderListPage } from '@portal/shared/entities/order';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import { MAX_PAGE_SIZE } from '@portal/shared/orders/pageSize';
import type { FolderKey } from '@portal/shared/entities/folders';
import { dialectOf } from '../../../src/db/database';
import { MIGRATIONS } from '../../../src/db/migrations';
import { orderSearchCondition } from '../../../src/repositories/orderSearch';
import { SEARCH_TOTAL_CAP } from '../../../src/repositories/orderRepository';
import { callRoute } from '../../helpers/callRoute';
import { adminTestApp } from './queueTestKit';

interface OrderRow {
  order_id: number;
  given_names: string;
  family_name: string;
  email: string;
  mobile_phone: string;
}

/**
 * The FTS5 search (order_search, migration 080) against the rule it replaces: the same
 * LIKE-prefix condition run directly on orders, which the earlier search used.
 */
describe('queue search on the FTS5 index', () => {
  const session = adminTestApp(400);

  const search = async (searchVal: string, folderName: FolderKey = 'allorder', start = 0) => {
    const response = await callRoute(session.t.app, API_ROUTES.searchOrder, session.token, {
      body: { start, end: start + MAX_PAGE_SIZE, searchVal, folderName },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as OrderListPage;
  };

  /** The old search: the exact rule on orders, newest first. */
  const oldSearch = async (searchVal: string, folder: FolderKey = 'allorder') => {
    const rows = await session.t.app.db
      .selectFrom('orders')
      .select('order_id')
      .where((eb) =>
        eb.and([
          eb('process_status', 'in', FOLDER_RULES[folder].statuses),
          orderSearchCondition(eb, searchVal, dialectOf(session.t.app.db)),
        ]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('order_id', 'desc')
      .execute();
    return rows.map((row) => row.order_id);
  };

  const sample = (): OrderRow =>
    session.t.sql
      .prepare(
        `select order_id, given_names, family_name, email, mobile_phone from orders
         where process_status <> 'Deleted' order by order_id limit 1 offset 123`,
      )
      .get() as OrderRow;

  const expectSameAsOld = async (value: string, folder: FolderKey = 'allorder') => {
    const answer = await search(value, folder);
    const expected = await oldSearch(value, folder);
    expect(answer.rows.map((row) => row.order_id)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  };

  it.each<[string, (row: OrderRow) => string]>([
    ['an order id', (row) => String(row.order_id)],
    ['the first digits of an id', (row) => String(row.order_id).slice(0, 2)],
    ['an e-mail local part', (row) => row.email.split('@')[0] ?? ''],
    ['an e-mail domain (a fragment)', (row) => row.email.split('@')[1] ?? ''],
    ['a whole e-mail in capitals', (row) => row.email.toUpperCase()],
    ['a given name', (row) => row.given_names],
    ['two letters of a family name', (row) => row.family_name.slice(0, 2)],
    ['a given and family name', (row) => `${row.given_names} ${row.family_name}`],
    ['a name pair cut short', (row) => `${row.given_names} ${row.family_name.slice(0, 1)}`],
    ['phone digits', (row) => row.mobile_phone.slice(0, 4)],
    ['phone digits with spaces', (row) => row.mobile_phone.replace(/(\d{3})/g, '$1 ')],
    ['one letter', () => 'a'],
  ])('finds what the old search found: %s', async (_, valueOf) => {
    await expectSameAsOld(valueOf(sample()));
  });

  it.each([
    '"',
    '*',
    '"*():^-',
    'a"b',
    'NEAR(a b)',
    'a AND b',
    'OR',
    '^a',
    '-',
    "O'",
    'Zoë',
    'ZOË',
    '名前',
    '😀',
    'ﬁ',
    'e\u0301',
    '\u0000a',
    '{given_names}: a',
  ])('answers %j without an error, as the old search does', async (value) => {
    await expectSameAsOld(value);
  });

  it('searches within the folder asked', async () => {
    const row = sample();
    await expectSameAsOld(row.family_name.slice(0, 1), 'newOrder');
    await expectSameAsOld(row.given_names.slice(0, 1), 'deletedorder');
  });

  it('keeps the index in step when an order changes or goes', async () => {
    const row = sample();
    session.t.sql
      .prepare('update orders set given_names = ?, email = ? where order_id = ?')
      .run('Quentavius', 'quentavius.x@example.org', row.order_id);
    expect((await search('quentav')).rows.map((found) => found.order_id)).toEqual([row.order_id]);
    expect((await search('quentavius.x@')).total).toBe(1);
    await expectSameAsOld(row.given_names);

    session.t.sql
      .prepare("update orders set process_status = 'Deleted' where order_id = ?")
      .run(row.order_id);
    expect((await search('quentav', 'allorder')).total).toBe(0);
    expect((await search('quentav', 'deletedorder')).total).toBe(1);

    session.t.sql.prepare('delete from orders where order_id = ?').run(row.order_id);
    expect((await search('quentav', 'deletedorder')).total).toBe(0);
    // The FTS5 copy order_search exists only on SQLite; PostgreSQL searches orders itself.
    if (session.t.sql.dialect === 'sqlite') {
      const indexed = session.t.sql.prepare('select count(*) as n from order_search').get() as {
        n: number;
      };
      const orders = session.t.sql.prepare('select count(*) as n from orders').get() as {
        n: number;
      };
      expect(indexed.n).toBe(orders.n);
      expect(() =>
        session.t.sql
          .prepare("insert into order_search (order_search) values ('integrity-check')")
          .run(),
      ).not.toThrow();
    }
  });

  it('fills the fragment index of a database that held orders before migrations 150 and 160', async () => {
    const row = sample();
    const fragment = row.email.slice(2, 9);
    const migrations = ['150_order_search_fragments', '160_order_search_rows'].map((name) => {
      const migration = MIGRATIONS[name];
      if (!migration) throw new Error(`migration ${name} is not listed`);
      return migration;
    });
    for (const migration of [...migrations].reverse()) await migration.down?.(session.t.app.db);
    for (const migration of migrations) await migration.up(session.t.app.db);
    const answer = await search(fragment);
    expect(answer.rows.map((found) => found.order_id)).toContain(row.order_id);
    await expectSameAsOld(fragment);
  });

  it(`caps the total at ${SEARCH_TOTAL_CAP.toLocaleString('en-AU')} and says so`, async () => {
    const base = session.t.sql.prepare('select max(order_id) as id from orders').get() as {
      id: number;
    };
    const columns = Object.keys(
      session.t.sql.prepare('select * from orders limit 1').get() as object,
    );
    const copied = columns.filter((name) => name !== 'order_id' && name !== 'given_names');
    session.t.sql
      .prepare(
        `with recursive copies(i) as (select 1 union all select i + 1 from copies where i < ?)
         insert into orders (order_id, given_names, ${copied.join(', ')})
         select ? + i, 'Capper', ${copied.join(', ')} from copies, orders where order_id = ?`,
      )
      .run(SEARCH_TOTAL_CAP + 5, base.id, base.id);
    const answer = await search('capper');
    expect(answer).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(answer.rows[0]?.given_names).toBe('Capper');
    // The pages go as far as the total shown; past it no match is walked to, none answered.
    const last = await search('capper', 'allorder', SEARCH_TOTAL_CAP - MAX_PAGE_SIZE);
    expect(last.rows).toHaveLength(MAX_PAGE_SIZE);
    const beyond = await search('capper', 'allorder', SEARCH_TOTAL_CAP);
    expect(beyond).toMatchObject({ rows: [], total: SEARCH_TOTAL_CAP, totalCapped: true });
    const straddling = await search('capper', 'allorder', SEARCH_TOTAL_CAP - 3);
    expect(straddling.rows).toHaveLength(3);
    // Only a search's count stops: a folder of as many orders answers its whole total.
    const list = await callRoute(session.t.app, API_ROUTES.ordersList, session.token, {
      params: { orderName: 'allorder' },
      query: { page: 1, limit: 1 },
    });
    const folder = list.json().data as OrderListPage;
    expect(folder.total).toBeGreaterThan(SEARCH_TOTAL_CAP);
    expect(folder.totalCapped).toBeUndefined();
  });
});
