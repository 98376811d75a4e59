import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { FOLDER_KEYS, type FolderKey, type ProcessStatus } from '@portal/shared/entities/folders';
import { STAFF_ROLES, type Role } from '@portal/shared/entities/staff';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import { offeredStatusMoves } from '@portal/shared/orders/statusMoves';
import { mayDeleteOrder, mayWorkOrder } from '@portal/shared/roles/orderRules';
import { callRoute } from '../../helpers/callRoute';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { signInEveryRole, STAFF_NAMES } from './queueTestKit';

type Holder = 'self' | 'another member' | 'nobody';
const HOLDERS: readonly Holder[] = ['self', 'another member', 'nobody'];

/** The status an order of `folder` is in: the folder's first (Order History: New, where holding matters). */
const statusIn = (folder: FolderKey): ProcessStatus => FOLDER_RULES[folder].statuses[0] ?? 'New';

/** A member other than `role`'s, to hold the order. */
const anotherMember = (role: Role): string => STAFF_NAMES[role === 'Team' ? 'Telecaller' : 'Team'];

/**
 * Delete is shown exactly when the server accepts it (docs/decisions.md, "Delete"): for every
 * role, queue folder and holder, what the queue row and the order page offer (the rules the
 * screens render by) against what the real API answers to the same member.
 */
describe('Delete: what the screens offer is what the server accepts', () => {
  let t: TestApp;
  let tokens: Record<Role, string>;
  let nextOrder = 0;
  beforeAll(async () => {
    t = await createTestApp({ orders: 460 });
    tokens = await signInEveryRole(t.app);
  }, 120_000);
  afterAll(() => t.close());

  /** A fresh order in `status`, held by `assignee` (null: nobody), and its version. */
  function order(status: ProcessStatus, assignee: string | null): { id: number; version: number } {
    const row = t.sql
      .prepare('select order_id, version from orders order by order_id limit 1 offset ?')
      .get(nextOrder++) as { order_id: number; version: number } | undefined;
    if (!row) throw new Error('Every demo order is used; seed more.');
    t.sql
      .prepare('update orders set process_status = ?, assign_to = ? where order_id = ?')
      .run(status, assignee, row.order_id);
    return { id: row.order_id, version: row.version };
  }
  const statusOf = (id: number) =>
    t.sql.prepare('select process_status from orders where order_id = ?').pluck().get(id);

  const combinations = STAFF_ROLES.flatMap((role) =>
    FOLDER_KEYS.flatMap((folder) =>
      // My Orders lists the member's own orders only.
      (folder === 'myOrder' ? (['self'] as const) : HOLDERS).map(
        (holder) => [role, folder, holder] as const,
      ),
    ),
  );

  it('agrees for every role × folder × holder, in the queues and on the order page', async () => {
    const mismatches: string[] = [];
    for (const [role, folder, holder] of combinations) {
      const member = { name: STAFF_NAMES[role], type: role };
      const status = statusIn(folder);
      const assignee =
        holder === 'self' ? member.name : holder === 'another member' ? anotherMember(role) : null;
      const row = (id: number) => ({ order_id: id, process_status: status, assign_to: assignee });

      const queued = order(status, assignee);
      const queueOffers = mayDeleteOrder(member, row(queued.id), 'queue');
      const queueAnswer = await callRoute(t.app, API_ROUTES.changeOrderStatus, tokens[role], {
        body: { orderId: [queued.id], folderName: folder },
      });

      const paged = order(status, assignee);
      // The page opens only for those who may work the order, and lists Delete among its moves.
      const pageOffers =
        mayWorkOrder(member, row(paged.id)) &&
        offeredStatusMoves(status).some(
          (move) => move.kind === 'updatingStatus' && move.updatingStatus === 'Deleted',
        ) &&
        mayDeleteOrder(member, row(paged.id), 'orderPage');
      const pageAnswer = await callRoute(t.app, API_ROUTES.moveOrderStatus, tokens[role], {
        body: { orderId: paged.id, updatingStatus: 'Deleted', version: paged.version },
      });

      for (const [place, offers, answer, id] of [
        ['queue', queueOffers, queueAnswer, queued.id],
        ['order page', pageOffers, pageAnswer, paged.id],
      ] as const) {
        const accepted = answer.statusCode === 200;
        if (offers !== accepted) {
          mismatches.push(
            `${role} · ${folder} · held by ${holder} · ${place}: screen ${offers ? 'offers' : 'hides'} Delete, server answers ${answer.statusCode} ${String(answer.json().message)}`,
          );
        }
        // A refusal changes nothing; an acceptance deletes.
        expect(statusOf(id)).toBe(accepted ? 'Deleted' : status);
      }
    }
    expect(mismatches).toEqual([]);
    // 430 real calls one after another: a loaded PostgreSQL run needs minutes.
  }, 900_000);

  it('names the reason when a Manager asks to delete an order in a colleague’s My Orders', async () => {
    const held = order('New', STAFF_NAMES.Telecaller);
    const answer = await callRoute(t.app, API_ROUTES.changeOrderStatus, tokens.Manager, {
      body: { orderId: [held.id] },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      status: 0,
      message: `Order ${held.id} is in ${STAFF_NAMES.Telecaller}'s My Orders: only an Admin can delete it.`,
    });
  });

  it('lets a Telecaller delete from the order page, as any other move there', async () => {
    const target = order('Completed', null);
    const answer = await callRoute(t.app, API_ROUTES.moveOrderStatus, tokens.Telecaller, {
      body: { orderId: target.id, updatingStatus: 'Deleted', version: target.version },
    });
    expect(answer.json()).toEqual({
      status: 1,
      message: `Order ${target.id} moved to Deleted Orders.`,
      data: null,
    });
  });
});
