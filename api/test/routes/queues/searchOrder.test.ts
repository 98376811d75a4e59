import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { OrderListPage, OrderListRow } from '@portal/shared/entities/order';
import type { Role } from '@portal/shared/entities/staff';
import { MAX_PAGE_SIZE, MESSAGE_PAGE_TOO_LARGE } from '@portal/shared/orders/pageSize';
import { dialectOf } from '../../../src/db/database';
import { orderSearchCondition } from '../../../src/repositories/orderSearch';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { signInEveryRole, STAFF_NAMES } from './queueTestKit';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';

type Row = Pick<
  OrderListRow,
  'order_id' | 'given_names' | 'family_name' | 'email' | 'mobile_phone' | 'process_status'
>;

/** The search rule written out in plain code, to check the server's SQL against. */
function matches(row: Row, searchVal: string): boolean {
  const value = searchVal.trim().toLowerCase();
  const starts = (text: string, prefix: string) => text.toLowerCase().startsWith(prefix);
  const words = value.split(/\s+/);
  const nameSplit = words.some(
    (_, at) =>
      at > 0 &&
      starts(row.given_names, words.slice(0, at).join(' ')) &&
      starts(row.family_name, words.slice(at).join(' ')),
  );
  const digits = value.replace(/[\s()+.-]/g, '');
  const numeric = /^\d+$/.test(digits);
  return (
    starts(row.given_names, value) ||
    starts(row.family_name, value) ||
    starts(row.email, value) ||
    nameSplit ||
    (numeric && (row.mobile_phone.startsWith(digits) || String(row.order_id).startsWith(digits)))
  );
}

describe('POST /api/admin/search-order', () => {
  let t: TestApp;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp({ orders: 400 });
    tokens = await signInEveryRole(t.app);
  });
  afterAll(() => t.close());

  const search = (
    searchVal: string,
    folderName: FolderKey = 'allorder',
    range: { start: number; end: number } = { start: 0, end: MAX_PAGE_SIZE },
    role: Role = 'Admin',
  ) =>
    callRoute(t.app, API_ROUTES.searchOrder, tokens[role], {
      body: { ...range, searchVal, folderName },
    });

  const found = async (searchVal: string, folderName: FolderKey = 'allorder') => {
    const response = await search(searchVal, folderName);
    expect(response.statusCode).toBe(200);
    return response.json().data as OrderListPage;
  };

  const rowsOf = (where: string): Row[] =>
    t.sql
      .prepare(
        `select order_id, given_names, family_name, email, mobile_phone, process_status from orders where ${where} order by created_at desc, order_id desc`,
      )
      .all() as Row[];

  const someOrder = (status: string): Row => {
    const [row] = rowsOf(`process_status = '${status}'`);
    if (!row) throw new Error(`no ${status} order in the seed`);
    return row;
  };

  it('finds an order by its id, only within the folder asked', async () => {
    const order = someOrder('Pending');
    const inPending = await found(String(order.order_id), 'pendingorder');
    expect(inPending.rows.map((row) => row.order_id)).toEqual([order.order_id]);
    expect(inPending.total).toBe(1);
    expect((await found(String(order.order_id), 'newOrder')).total).toBe(0);
  });

  it.each([
    ['the first digits of an order id', (row: Row) => String(row.order_id).slice(0, 5)],
    ['a given name in lower case', (row: Row) => row.given_names.toLowerCase()],
    ['the start of a family name', (row: Row) => row.family_name.slice(0, 3)],
    ['given and family name', (row: Row) => `${row.given_names} ${row.family_name}`],
    ['an e-mail address', (row: Row) => row.email.toUpperCase()],
    ['a phone number with spaces', (row: Row) => row.mobile_phone.replace(/(\d{3})/g, '$1 ')],
  ])('matches %s: the same orders as the rule, newest first', async (_, valueOf) => {
    const value = valueOf(someOrder('Completed'));
    const expected = rowsOf("process_status <> 'Deleted'").filter((row) => matches(row, value));
    expect(expected.length).toBeGreaterThan(0);
    const answer = await found(value);
    expect(answer.rows.map((row) => row.order_id)).toEqual(expected.map((row) => row.order_id));
    expect(answer.total).toBe(expected.length);
  });

  it('takes % and _ literally', async () => {
    expect((await found('%')).total).toBe(0);
    expect((await found('_')).total).toBe(0);
  });

  it('answers the normal list for a blank search', async () => {
    const all = rowsOf("process_status = 'New'").map((row) => row.order_id);
    const answer = await found('   ', 'newOrder');
    expect(answer.rows.map((row) => row.order_id)).toEqual(all);
    expect(answer.total).toBe(all.length);
  });

  it('searches My Orders among the signed-in member’s own orders only', async () => {
    const [mine] = rowsOf(
      `assign_to = '${STAFF_NAMES.Team}' and process_status in ('New', 'Priority Processing', 'moveToProcessMarch')`,
    );
    if (!mine) throw new Error('Tom Team has no order in the seed');
    const response = await search(mine.family_name, 'myOrder', { start: 0, end: 1000 }, 'Team');
    const answer = response.json().data as OrderListPage;
    expect(answer.rows.map((row) => row.order_id)).toContain(mine.order_id);
    const teamRows = await search(mine.family_name, 'myOrder', { start: 0, end: 1000 }, 'Admin');
    expect((teamRows.json().data as OrderListPage).rows.map((row) => row.order_id)).not.toContain(
      mine.order_id,
    );
  });

  it('pages with start and end: end - start rows from start', async () => {
    const all = (await found('a')).rows.map((row) => row.order_id);
    expect(all.length).toBeGreaterThan(10);
    const second = (await search('a', 'allorder', { start: 5, end: 10 })).json()
      .data as OrderListPage;
    expect(second.rows.map((row) => row.order_id)).toEqual(all.slice(5, 10));
    expect(second).toMatchObject({ page: 2, perPage: 5, total: all.length });
  });

  it('uses an index for every term of the search, never a scan of all orders', () => {
    const { sql, parameters } = t.app.db
      .selectFrom('orders')
      .select('order_id')
      .where((eb) => orderSearchCondition(eb, 'Smith 61', dialectOf(t.app.db)))
      .compile();
    const plan = t.sql.plan(sql, parameters).join('\n');
    if (t.sql.dialect === 'sqlite') {
      expect(plan).toContain('MULTI-INDEX OR');
      expect(plan).not.toMatch(/^SCAN orders\b/m);
    } else {
      expect(plan).toContain('BitmapOr');
      expect(plan).not.toContain('Seq Scan');
    }
  });

  it.each([
    [
      { start: 10, end: 10, searchVal: 'a', folderName: 'newOrder' },
      'end must be greater than start.',
    ],
    [{ start: -1, end: 10, searchVal: 'a', folderName: 'newOrder' }, 'start must be at least 0.'],
    [
      { start: 0, end: MAX_PAGE_SIZE + 1, searchVal: 'a', folderName: 'newOrder' },
      MESSAGE_PAGE_TOO_LARGE,
    ],
    [
      { start: 5000, end: 5000 + MAX_PAGE_SIZE + 1, searchVal: '', folderName: 'allorder' },
      MESSAGE_PAGE_TOO_LARGE,
    ],
    [{ start: 0, end: 10, searchVal: 'a' }, 'folderName is required.'],
    [{ start: 0, end: 10, searchVal: 'a', folderName: 'nope' }, 'folderName must be one of'],
    [
      { start: 0, end: 10, searchVal: 'x'.repeat(101), folderName: 'newOrder' },
      'searchVal must be at most 100',
    ],
  ])('refuses %j with a 400 naming the problem', async (body, message) => {
    const response = await callRouteUnchecked(t.app, API_ROUTES.searchOrder, tokens.Admin, {
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses Order History to a Telecaller', async () => {
    const response = await search('a', 'allorder', { start: 0, end: 10 }, 'Telecaller');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account type cannot open Order History.');
  });
});
