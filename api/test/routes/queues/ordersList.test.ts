import { API_ROUTES, type RequestOf } from '@portal/shared/api/apiRoutes';
import { FOLDER_KEYS, type FolderCounts, type FolderKey } from '@portal/shared/entities/folders';
import type { OrderListPage } from '@portal/shared/entities/order';
import type { Role } from '@portal/shared/entities/staff';
import { MAX_PAGE_SIZE, MESSAGE_PAGE_TOO_LARGE } from '@portal/shared/orders/pageSize';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { signInEveryRole, STAFF_NAMES } from './queueTestKit';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';

/** Each folder written out as SQL, apart from the shared FOLDER_RULES the server uses. */
const FOLDER_SQL: Record<FolderKey, string> = {
  newOrder: "process_status = 'New'",
  priorityOrder: "process_status = 'Priority Processing'",
  processMarchOrder: "process_status = 'moveToProcessMarch'",
  pendingorder: "process_status = 'Pending'",
  completedorder: "process_status = 'Completed'",
  awaitingorder: "process_status = 'Awaiting '",
  awaitinggovtorder: "process_status = 'AwaitingGovt'",
  contactcustomerorder: "process_status = 'Contact Customer'",
  customercalledorder: "process_status = 'Customer Called'",
  deletedorder: "process_status = 'Deleted'",
  rejectedOrder: "process_status = 'Rejected'",
  allorder: "process_status <> 'Deleted'",
  refundorder: "process_status = 'Refunds'",
  chargeBack: "process_status = 'ChargeBack'",
  myOrder:
    "assign_to = @me and process_status in ('New', 'Priority Processing', 'moveToProcessMarch')",
};

const ROW_KEYS = [
  'assign_to',
  'created_at',
  'email',
  'family_name',
  'given_names',
  'mobile_phone',
  'order_id',
  'process_status',
  'refund_date',
];

type ListQuery = RequestOf<typeof API_ROUTES.ordersList>['query'];

describe('GET /api/admin/get-orders-list/:orderName', () => {
  let t: TestApp;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp({ orders: 400 });
    tokens = await signInEveryRole(t.app);
  });
  afterAll(() => t.close());

  const expectedIds = (folder: FolderKey, me: string): number[] =>
    (
      t.sql
        .prepare(
          `select order_id from orders where ${FOLDER_SQL[folder]} order by created_at desc, order_id desc`,
        )
        .all(FOLDER_SQL[folder].includes('@me') ? { me } : {}) as Array<{ order_id: number }>
    ).map((row) => row.order_id);

  const listQuery = (role: Role, query: object) => ({
    page: 1,
    limit: MAX_PAGE_SIZE,
    delay: 1,
    userName: STAFF_NAMES[role],
    ...query,
  });
  const list = async (role: Role, folder: FolderKey, query: Partial<ListQuery> = {}) =>
    callRoute(t.app, API_ROUTES.ordersList, tokens[role], {
      params: { orderName: folder },
      query: listQuery(role, query),
    });

  const counts = async (role: Role): Promise<FolderCounts> =>
    (await callRoute(t.app, API_ROUTES.folderCount, tokens[role])).json().data;

  describe.each<Role>(['Admin', 'Team', 'Night Staff', 'Telecaller'])('for %s', (role) => {
    it.each([...FOLDER_KEYS])(
      'answers exactly the orders of %s, newest first, with a total equal to its count',
      async (folder) => {
        const response = await list(role, folder);
        if (role === 'Telecaller' && folder === 'allorder') {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({
            status: 0,
            message: 'Your account type cannot open Order History.',
          });
          return;
        }
        expect(response.statusCode).toBe(200);
        const page = response.json().data as OrderListPage;
        const expected = expectedIds(folder, STAFF_NAMES[role]);
        expect(expected.length).toBeGreaterThan(0);
        expect(page.rows.map((row) => row.order_id)).toEqual(expected);
        expect(page.total).toBe(expected.length);
        expect(page.total).toBe((await counts(role))[FOLDER_RULES[folder].countKey]);
        expect(Object.keys(page.rows[0] ?? {}).sort()).toEqual(ROW_KEYS);
      },
    );
  });

  it('gives each member their own My Orders, whatever userName says', async () => {
    const team = (await list('Team', 'myOrder', { userName: STAFF_NAMES.Admin })).json()
      .data as OrderListPage;
    expect(team.rows.every((row) => row.assign_to === STAFF_NAMES.Team)).toBe(true);
    expect(team.rows.map((row) => row.order_id)).toEqual(expectedIds('myOrder', STAFF_NAMES.Team));
  });

  it('pages through a folder: each page a slice of the whole list, the total always the same', async () => {
    const all = expectedIds('allorder', '');
    const pages: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = (await list('Admin', 'allorder', { page, limit: 7 })).json()
        .data as OrderListPage;
      expect(answer).toMatchObject({ page, perPage: 7, total: all.length });
      pages.push(...answer.rows.map((row) => row.order_id));
    }
    expect(pages).toEqual(all.slice(0, 21));
  });

  it('answers an empty page past the end, with the total', async () => {
    const answer = (await list('Admin', 'chargeBack', { page: 999, limit: 10 })).json().data;
    expect(answer).toEqual({
      rows: [],
      total: expectedIds('chargeBack', '').length,
      page: 999,
      perPage: 10,
    });
  });

  it('uses page 1 and 10 rows when the query does not say', async () => {
    const response = await callRouteUnchecked(t.app, API_ROUTES.ordersList, tokens.Admin, {
      params: { orderName: 'allorder' },
    });
    const answer = response.json().data as OrderListPage;
    expect(answer.rows).toHaveLength(10);
    expect(answer).toMatchObject({ page: 1, perPage: 10 });
  });

  it.each([
    ['unknownFolder', {}, 'orderName must be one of'],
    ['newOrder', { limit: MAX_PAGE_SIZE + 1 }, MESSAGE_PAGE_TOO_LARGE],
    ['newOrder', { limit: 0 }, 'limit must be at least 1.'],
    ['newOrder', { page: 0 }, 'page must be at least 1.'],
    ['newOrder', { page: 'two' }, 'page must be a whole number.'],
  ])('refuses %s with %j: 400 naming the field', async (folder, query, message) => {
    const response = await callRouteUnchecked(t.app, API_ROUTES.ordersList, tokens.Admin, {
      params: { orderName: folder },
      query: listQuery('Admin', query),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(0);
    expect(response.json().message).toContain(message);
  });

  it('needs a session', async () => {
    const response = await callRoute(t.app, API_ROUTES.ordersList, null, {
      params: { orderName: 'newOrder' },
      query: { page: 1, limit: 10 },
    });
    expect(response.statusCode).toBe(401);
  });
});
