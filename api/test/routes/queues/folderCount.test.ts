import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderCountKey } from '@portal/shared/entities/folders';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute } from '../../helpers/callRoute';

/** Each folder's list, written out as SQL independently of the shared FOLDER_RULES. */
const FOLDER_SQL: Record<Exclude<FolderCountKey, 'myOrdersCount'>, string> = {
  newOrdersCount: "process_status = 'New'",
  priorityOrdersCount: "process_status = 'Priority Processing'",
  processMarchOrdersCount: "process_status = 'moveToProcessMarch'",
  pendingOrdersCount: "process_status = 'Pending'",
  completedOrdersCount: "process_status = 'Completed'",
  awaitingOrdersCount: "process_status = 'Awaiting '",
  awaitingGovtCount: "process_status = 'AwaitingGovt'",
  contactCustomerOrdersCount: "process_status = 'Contact Customer'",
  customerCalledCount: "process_status = 'Customer Called'",
  deletedOrdersCount: "process_status = 'Deleted'",
  rejectedOrdersCount: "process_status = 'Rejected'",
  allOrdersCount: "process_status <> 'Deleted'",
  refundOrdersCount: "process_status = 'Refunds'",
  chargeBackCount: "process_status = 'ChargeBack'",
};
const MY_ORDERS_SQL =
  "assign_to = ? and process_status in ('New', 'Priority Processing', 'moveToProcessMarch')";

describe('GET /api/admin/get-folder-count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 300 });
  });
  afterAll(() => t.close());

  const count = (where: string, ...values: string[]) =>
    (
      t.sql.prepare(`select count(*) as n from orders where ${where}`).get(...values) as {
        n: number;
      }
    ).n;

  const folderCounts = async (email: string, userName?: string) => {
    const response = await callRoute(t.app, API_ROUTES.folderCount, await login(t.app, email), {
      query: userName === undefined ? {} : { userName },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<FolderCountKey, number>;
  };

  it.each([
    ['admin@demo.test', 'Alice Admin'],
    ['telecaller@demo.test', 'Tina Telecaller'],
    ['nightstaff@demo.test', 'Nina Night'],
  ])('equals the list totals counted in the database, for %s', async (email, name) => {
    const counts = await folderCounts(email);
    const expected: Record<string, number> = { myOrdersCount: count(MY_ORDERS_SQL, name) };
    for (const [key, where] of Object.entries(FOLDER_SQL)) expected[key] = count(where);
    expect(counts).toEqual(expected);
    // The seed covers every status, so no folder is trivially empty.
    for (const value of Object.values(counts)) expect(value).toBeGreaterThan(0);
  });

  it("counts the signed-in member's own orders whatever userName says", async () => {
    t.sql
      .prepare(
        "update orders set assign_to = 'Tom Team' where process_status = 'New' and assign_to is null",
      )
      .run();
    const counts = await folderCounts('admin@demo.test', 'Tom Team');
    expect(counts.myOrdersCount).toBe(count(MY_ORDERS_SQL, 'Alice Admin'));
    expect(count(MY_ORDERS_SQL, 'Tom Team')).toBeGreaterThan(counts.myOrdersCount);
  });

  it('follows changes to the data at once', async () => {
    const before = await folderCounts('team@demo.test');
    t.sql
      .prepare(
        "update orders set process_status = 'Deleted' where order_id = (select min(order_id) from orders where process_status = 'Completed')",
      )
      .run();
    const after = await folderCounts('team@demo.test');
    expect(after.completedOrdersCount).toBe(before.completedOrdersCount - 1);
    expect(after.deletedOrdersCount).toBe(before.deletedOrdersCount + 1);
    expect(after.allOrdersCount).toBe(before.allOrdersCount - 1);
  });

  it("keeps a member's My Orders exact as orders are taken, moved and released", async () => {
    const mine = async () => (await folderCounts('team@demo.test')).myOrdersCount;
    const steps = [
      // Taken while Pending: not one of My Orders' statuses yet.
      "update orders set assign_to = 'Tom Team' where order_id = (select min(order_id) from orders where process_status = 'Pending' and assign_to is null)",
      // Moved to Priority Processing: now it is.
      "update orders set process_status = 'Priority Processing' where order_id = (select min(order_id) from orders where process_status = 'Pending' and assign_to = 'Tom Team')",
      // Handed to another member in the same statement as a status change.
      "update orders set assign_to = 'Alice Admin', process_status = 'New' where order_id = (select min(order_id) from orders where process_status = 'Priority Processing' and assign_to = 'Tom Team')",
      // Released.
      "update orders set assign_to = null where order_id = (select max(order_id) from orders where process_status = 'New' and assign_to = 'Tom Team')",
    ];
    let last = await mine();
    expect(last).toBe(count(MY_ORDERS_SQL, 'Tom Team'));
    for (const step of steps) {
      expect(t.sql.prepare(step).run().changes).toBe(1);
      const now = await mine();
      expect({ step, count: now }).toEqual({ step, count: count(MY_ORDERS_SQL, 'Tom Team') });
      last = now;
    }
    expect(last).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    const response = await callRoute(t.app, API_ROUTES.folderCount, null);
    expect(response.statusCode).toBe(401);
  });
});
