import type { LightMyRequestResponse } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ProcessStatus } from '@portal/shared/entities/folders';
import { MESSAGE_SESSION_EXPIRED } from '../../../src/lib/apiError';
import { callRoute } from '../../helpers/callRoute';
import { login, type TestApp } from '../../helpers/testApp';
import { createOrderDetailApp, freshOrder, uploadFromPage, versionOf } from './orderDetailTestApp';

/**
 * An order waiting in a member's My Orders (assigned, in New, Priority Processing or
 * moveToProcessMarch) is its holder's: every call of its page refuses everyone else with 403,
 * whatever their role, and changes nothing; the queues' list actions keep their own rules.
 */
describe('the order holder rule on the calls of the order page', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const used = new Set<number>();
  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 80 });
    for (const role of ['admin', 'manager', 'telecaller', 'team', 'nightstaff']) {
      tokens[role] = await login(t.app, `${role}@demo.test`);
    }
  }, 60_000);
  afterAll(() => t.close());

  /** A fresh order in `status` held by `holder`. */
  function heldOrder(status: ProcessStatus, holder: string): number {
    const id = freshOrder(t, status, used);
    t.sql.prepare('update orders set assign_to = ? where order_id = ?').run(holder, id);
    return id;
  }
  const heldMessage = (orderId: number, holder: string) =>
    `Order ${orderId} is in ${holder}'s My Orders: only ${holder} can open it or work on it until it is moved back to its original folder.`;

  const EMAIL = 'applicant@example.com';
  /** Every call the order page makes, as the page makes it for `orderId`. */
  const pageCalls = (orderId: number) =>
    ({
      details: (token) => callRoute(t.app, API_ROUTES.orderDetails, token, { params: { orderId } }),
      activity: (token) =>
        callRoute(t.app, API_ROUTES.orderActivity, token, { params: { orderId } }),
      document: (token) =>
        callRoute(t.app, API_ROUTES.orderDocument, token, { params: { orderId }, query: {} }),
      move: (token) =>
        callRoute(t.app, API_ROUTES.moveOrderStatus, token, {
          body: { orderId, updatingStatus: 'Completed', version: versionOf(t, orderId) },
        }),
      'move to complete refund': (token) =>
        callRoute(t.app, API_ROUTES.moveToCompleteRefund, token, { body: { orderId } }),
      upload: (token) => uploadFromPage(t, token, orderId, EMAIL),
      'resend mail': (token) =>
        callRoute(t.app, API_ROUTES.resendMail, token, { body: { orderId, email: EMAIL } }),
      'rejection mail': (token) =>
        callRoute(t.app, API_ROUTES.sendRejectionMail, token, { body: { orderId, email: EMAIL } }),
      'download history mail': (token) =>
        callRoute(t.app, API_ROUTES.sendDownloadHistoryMail, token, {
          body: { orderId, email: EMAIL },
        }),
      remark: (token) =>
        callRoute(t.app, API_ROUTES.addNewRemark, token, {
          body: { orderId, remark: 'Called the applicant.', version: versionOf(t, orderId) },
        }),
      'transaction details': (token) =>
        callRoute(t.app, API_ROUTES.defencePackDetails, token, {
          body: {
            orderId,
            transactionId: 'TX-1',
            merchantName: 'Merchant',
            version: versionOf(t, orderId),
          },
        }),
      'defence pack': (token) =>
        callRoute(t.app, API_ROUTES.defencePackPdf, token, {
          body: { orderId, defencePackType: 1 },
        }),
    }) satisfies Record<string, (token: string) => Promise<LightMyRequestResponse>>;

  const count = (table: string, orderId: number) =>
    t.sql.prepare(`select count(*) from ${table} where order_id = ?`).pluck().get(orderId);
  const stateOf = (orderId: number) => ({
    order: t.sql
      .prepare(
        'select process_status, assign_to, processed_by, transaction_id, version from orders where order_id = ?',
      )
      .get(orderId),
    documents: count('order_documents', orderId),
    mails: count('mail_history', orderId),
    outbox: count('mail_outbox', orderId),
    remarks: count('remarks', orderId),
  });

  it.each([
    ['an Admin', 'admin'],
    ['a Manager', 'manager'],
    ['a Team member', 'team'],
    ['Night Staff', 'nightstaff'],
  ])(
    "refuses %s every call of an order in Tina Telecaller's My Orders, changing nothing",
    async (_who, role) => {
      const orderId = heldOrder('New', 'Tina Telecaller');
      const before = stateOf(orderId);
      const refused: Record<string, unknown> = {};
      for (const [name, call] of Object.entries(pageCalls(orderId))) {
        const response = await call(tokens[role] ?? '');
        refused[name] = { status: response.statusCode, body: response.json() };
      }
      const expected = {
        status: 403,
        body: { status: 0, message: heldMessage(orderId, 'Tina Telecaller') },
      };
      expect(refused).toMatchObject(
        Object.fromEntries(Object.keys(pageCalls(orderId)).map((name) => [name, expected])),
      );
      expect(stateOf(orderId)).toEqual(before);
    },
  );

  it.each<ProcessStatus>(['Priority Processing', 'moveToProcessMarch'])(
    'holds an order waiting in %s too',
    async (status) => {
      const orderId = heldOrder(status, 'Tom Team');
      const response = await pageCalls(orderId).details(tokens.manager ?? '');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(heldMessage(orderId, 'Tom Team'));
    },
  );

  it('lets the holder open and work it, and the move credits the holder', async () => {
    const orderId = heldOrder('New', 'Tina Telecaller');
    const calls = pageCalls(orderId);
    const holder = tokens.telecaller ?? '';
    expect((await calls.details(holder)).statusCode).toBe(200);
    expect((await calls.remark(holder)).statusCode).toBe(200);
    expect((await calls.upload(holder)).statusCode).toBe(200);
    expect((await calls.move(holder)).statusCode).toBe(200);
    expect(stateOf(orderId)).toMatchObject({
      order: { process_status: 'Completed', processed_by: 'Tina Telecaller' },
      documents: 1,
      remarks: 1,
    });
  });

  it('holds an order only while it waits: an assigned order worked already is open to all', async () => {
    const orderId = heldOrder('Completed', 'Tina Telecaller');
    const response = await pageCalls(orderId).details(tokens.team ?? '');
    expect(response.statusCode).toBe(200);
  });

  it("keeps the queues' list actions: an Admin deletes it, a Manager moves it back, then anyone opens it", async () => {
    const deleted = heldOrder('New', 'Tina Telecaller');
    const remove = await callRoute(t.app, API_ROUTES.changeOrderStatus, tokens.admin ?? '', {
      body: { orderId: [deleted], folderName: 'newOrder' },
    });
    expect(remove.statusCode).toBe(200);
    expect(stateOf(deleted).order).toMatchObject({ process_status: 'Deleted' });

    const released = heldOrder('Priority Processing', 'Tina Telecaller');
    const back = await callRoute(t.app, API_ROUTES.assignOrderStatus, tokens.manager ?? '', {
      body: { orderId: [released], assignto: '' },
    });
    expect(back.statusCode).toBe(200);
    expect((await pageCalls(released).details(tokens.team ?? '')).statusCode).toBe(200);
  });

  /** A change to a staff row made by hand: no session of the member ends. */
  const setStaff = (email: string, change: string) =>
    t.sql.prepare(`update staff set ${change} where email = ?`).run(email);

  it('decides by the name the holder has now, though their token still names them as before', async () => {
    setStaff('team@demo.test', "name = 'Tom Teamster'");
    try {
      const orderId = heldOrder('New', 'Tom Teamster');
      const calls = pageCalls(orderId);
      const answers = [
        await calls.details(tokens.team ?? ''),
        await calls.activity(tokens.team ?? ''),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const other = heldOrder('New', 'Tom Team');
      expect((await pageCalls(other).details(tokens.team ?? '')).json().message).toBe(
        heldMessage(other, 'Tom Team'),
      );
    } finally {
      setStaff('team@demo.test', "name = 'Tom Team'");
    }
  });

  it('tells a session that has ended only that, not who holds the order or that there is none', async () => {
    const token = await login(t.app, 'nightstaff@demo.test');
    setStaff('nightstaff@demo.test', 'token_version = token_version + 1');
    try {
      const held = pageCalls(heldOrder('New', 'Tina Telecaller'));
      const missing = pageCalls(999_999);
      const answers = [held.details, held.activity, missing.details, missing.activity];
      for (const answer of await Promise.all(answers.map((call) => call(token)))) {
        expect({ status: answer.statusCode, body: answer.json() }).toEqual({
          status: 401,
          body: expect.objectContaining({ status: 0, message: MESSAGE_SESSION_EXPIRED }),
        });
      }
    } finally {
      setStaff('nightstaff@demo.test', 'token_version = token_version - 1');
    }
  });
});
