import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { FOLDER_KEYS, type FolderKey } from '@portal/shared/entities/folders';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import type { OrderListPage, OrderListRow } from '@portal/shared/entities/order';
import type { Role } from '@portal/shared/entities/staff';
import { MAX_PAGE_SIZE, MESSAGE_PAGE_TOO_LARGE } from '@portal/shared/orders/pageSize';
import { dialectOf } from '../../../src/db/database';
import {
  orderFragmentMatch,
  orderSearchCondition,
  withStatuses,
} from '../../../src/repositories/orderSearch';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { signInEveryRole, STAFF_NAMES } from './queueTestKit';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';

type Row = Pick<
  OrderListRow,
  'order_id' | 'given_names' | 'family_name' | 'email' | 'mobile_phone' | 'process_status'
>;

/**
 * The search rule written out in plain code, to check the server's SQL against: from 3
 * characters a fragment anywhere, below that a prefix.
 */
function matches(row: Row, searchVal: string): boolean {
  const value = searchVal.trim().toLowerCase();
  const digits = value.replace(/[\s()+.-]/g, '');
  const numeric = /^\d+$/.test(digits);
  if ([...value].length >= 3) {
    const holds = (text: string, part: string) => text.toLowerCase().includes(part);
    return (
      holds(`${row.given_names} ${row.family_name}`, value) ||
      holds(row.email, value) ||
      (numeric &&
        (digits.length >= 3
          ? row.mobile_phone.includes(digits) || String(row.order_id).includes(digits)
          : row.mobile_phone.startsWith(digits) || String(row.order_id).startsWith(digits)))
    );
  }
  const starts = (text: string, prefix: string) => text.toLowerCase().startsWith(prefix);
  const words = value.split(/\s+/);
  const nameSplit = words.some(
    (_, at) =>
      at > 0 &&
      starts(row.given_names, words.slice(0, at).join(' ')) &&
      starts(row.family_name, words.slice(at).join(' ')),
  );
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

  /** The middle of `text`: `length` characters from its second (never its start). */
  const middle = (text: string, length: number) => text.slice(1, 1 + length);

  it.each([
    ['a family name', (row: Row) => middle(row.family_name, 4)],
    ['a given name, in capitals', (row: Row) => middle(row.given_names, 3).toUpperCase()],
    ['an e-mail', (row: Row) => middle(row.email, 6)],
    ['an e-mail domain', (row: Row) => row.email.split('@')[1] ?? ''],
    [
      'a full name across the space',
      (row: Row) => `${row.given_names.slice(-2)} ${row.family_name.slice(0, 2)}`,
    ],
    ['a phone number', (row: Row) => middle(row.mobile_phone, 5)],
    [
      'a phone number with spaces',
      (row: Row) => middle(row.mobile_phone, 6).replace(/(\d{3})/, '$1 '),
    ],
    ['an order id', (row: Row) => middle(String(row.order_id), 3)],
    [
      'a full name, cut within both words',
      (row: Row) => `${row.given_names.slice(-4)} ${row.family_name.slice(0, 4)}`,
    ],
    [
      'a full name, one letter of the given names',
      (row: Row) => `${row.given_names.slice(-1)} ${row.family_name}`,
    ],
    [
      'an e-mail, across its @',
      (row: Row) => row.email.slice(row.email.indexOf('@') - 4, row.email.indexOf('@') + 5),
    ],
  ])('finds an order by a fragment from the middle of %s, newest first', async (_, valueOf) => {
    const order = someOrder('Completed');
    const value = valueOf(order);
    const expected = rowsOf("process_status <> 'Deleted'").filter((row) => matches(row, value));
    const answer = await found(value);
    expect(answer.rows.map((row) => row.order_id)).toContain(order.order_id);
    expect(answer.rows.map((row) => row.order_id)).toEqual(expected.map((row) => row.order_id));
    expect(answer.total).toBe(expected.length);
  });

  it('finds no order by its words in another order (each word is in it, the fragment is not)', async () => {
    const order = someOrder('Completed');
    const value = `${order.family_name} ${order.given_names}`;
    const expected = rowsOf("process_status <> 'Deleted'").filter((row) => matches(row, value));
    const answer = await found(value);
    expect(answer.rows.map((row) => row.order_id)).not.toContain(order.order_id);
    expect(answer.rows.map((row) => row.order_id)).toEqual(expected.map((row) => row.order_id));
    expect(answer.total).toBe(expected.length);
  });

  it('finds a fragment only within the folder asked', async () => {
    const order = someOrder('Pending');
    const value = middle(order.email, 8);
    const inPending = await found(value, 'pendingorder');
    expect(inPending.rows.map((row) => row.order_id)).toContain(order.order_id);
    const pending = rowsOf("process_status = 'Pending'").filter((row) => matches(row, value));
    expect(inPending.total).toBe(pending.length);
    const inNew = await found(value, 'newOrder');
    expect(inNew.rows.map((row) => row.order_id)).not.toContain(order.order_id);
  });

  it.each(FOLDER_KEYS.filter((folder) => !FOLDER_RULES[folder].assignedToUser))(
    'finds a broad fragment in %s: exactly that folder’s matches, newest first',
    async (folder) => {
      const statuses = FOLDER_RULES[folder].statuses.map((status) => `'${status}'`).join(', ');
      const value = 'net';
      const expected = rowsOf(`process_status in (${statuses})`).filter((row) =>
        matches(row, value),
      );
      expect(expected.length).toBeGreaterThan(0);
      const answer = await found(value, folder);
      expect(answer.rows.map((row) => row.order_id)).toEqual(
        expected.slice(0, MAX_PAGE_SIZE).map((row) => row.order_id),
      );
      expect(answer.total).toBe(expected.length);
    },
  );

  it('keeps 1 and 2 characters a prefix', async () => {
    const order = someOrder('Completed');
    for (const value of [middle(order.family_name, 2), middle(order.family_name, 1)]) {
      const expected = rowsOf("process_status <> 'Deleted'").filter((row) => matches(row, value));
      const answer = await found(value);
      expect(answer.rows.map((row) => row.order_id)).toEqual(
        expected.slice(0, MAX_PAGE_SIZE).map((row) => row.order_id),
      );
      for (const row of answer.rows) {
        const starts = [row.given_names, row.family_name, row.email].some((text) =>
          text.toLowerCase().startsWith(value.toLowerCase()),
        );
        expect(starts).toBe(true);
      }
    }
  });

  it('finds an order by what it holds now: after a name and e-mail change, a move, a delete', async () => {
    const order = someOrder('Pending');
    const ids = async (value: string, folder: FolderKey) =>
      (await found(value, folder)).rows.map((row) => row.order_id);
    const oldEmail = order.email;
    t.sql
      .prepare('update orders set given_names = ?, email = ? where order_id = ?')
      .run('Quenbyx', 'quenbyx.wald@example.test', order.order_id);
    expect(await ids('QUENBYX', 'pendingorder')).toEqual([order.order_id]);
    expect(await ids('byx.wald@', 'pendingorder')).toEqual([order.order_id]);
    expect(await ids(middle(oldEmail, 8), 'pendingorder')).not.toContain(order.order_id);

    const version = t.sql
      .prepare('select version from orders where order_id = ?')
      .pluck()
      .get(order.order_id) as number;
    const moved = await callRoute(t.app, API_ROUTES.moveOrderStatus, tokens.Admin, {
      body: { orderId: order.order_id, updatingStatus: 'Completed', version },
    });
    expect(moved.statusCode).toBe(200);
    expect(await ids('quenbyx', 'pendingorder')).toEqual([]);
    expect(await ids('quenbyx', 'completedorder')).toEqual([order.order_id]);

    const deleted = await callRoute(t.app, API_ROUTES.changeOrderStatus, tokens.Admin, {
      body: { orderId: [order.order_id], folderName: 'completedorder' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await ids('quenbyx', 'allorder')).toEqual([]);
    expect(await ids('quenbyx', 'deletedorder')).toEqual([order.order_id]);

    t.sql.prepare('delete from mail_outbox where order_id = ?').run(order.order_id);
    t.sql.prepare('delete from orders where order_id = ?').run(order.order_id);
    expect(await found('quenbyx', 'deletedorder')).toMatchObject({ rows: [], total: 0 });
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
    // totalCapped only when the total is capped (searchIndex.test.ts).
    expect(second).toEqual({ rows: expect.any(Array), page: 2, perPage: 5, total: all.length });
  });

  it('uses an index for every term of a prefix search, never a scan of all orders', () => {
    const { sql, parameters } = t.app.db
      .selectFrom('orders')
      .select('order_id')
      .where((eb) => orderSearchCondition(eb, '61', dialectOf(t.app.db)))
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

  it('answers a fragment search from the trigram index, never a scan of all orders', () => {
    if (t.sql.dialect === 'sqlite') {
      const match = withStatuses(
        orderFragmentMatch('mith 61') ?? '',
        FOLDER_RULES.allorder.statuses,
        'order_fragments',
      );
      const plan = t.sql
        .plan(
          'select rowid from order_fragments where order_fragments match ? order by rowid desc',
          [match],
        )
        .join('\n');
      expect(plan).toMatch(/^SCAN order_fragments VIRTUAL TABLE INDEX \d+:M/m);
      expect(plan).not.toContain('TEMP B-TREE');
      return;
    }
    const { sql, parameters } = t.app.db
      .selectFrom('orders')
      .select('order_id')
      .where((eb) => orderSearchCondition(eb, 'mith 61', dialectOf(t.app.db)))
      .compile();
    const plan = t.sql.plan(sql, parameters, { bitmapsOnly: true }).join('\n');
    expect(plan).toContain('Bitmap Index Scan on order_search_rows_fragments');
    expect(plan).not.toContain('Seq Scan');
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
