import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { PROCESS_STATUSES, type ProcessStatus } from '@portal/shared/entities/folders';
import { STALE_MESSAGES } from '@portal/shared/validation/messages';
import { apiPath, login, type TestApp } from '../../helpers/testApp';
import { adminToken, createOrderDetailApp, freshOrder, versionOf } from './orderDetailTestApp';

const URL = apiPath(API_ROUTES.moveOrderStatus);
const STALE = STALE_MESSAGES.order;

/** The folder moves of docs/product.md#status-moves, written out apart from the shared rules. */
const EVERYWHERE_BUT_OWN: ProcessStatus[] = [
  'Awaiting ',
  'Refunds',
  'Completed',
  'Deleted',
  'Rejected',
  'Contact Customer',
  'ChargeBack',
];
const AWAITING_GOVT_FROM: ProcessStatus[] = [
  'New',
  'Priority Processing',
  'moveToProcessMarch',
  'Awaiting ',
];

function allowed(from: ProcessStatus, to: ProcessStatus): boolean {
  if (to === 'AwaitingGovt') return AWAITING_GOVT_FROM.includes(from);
  if (to === 'Customer Called') return from === 'Contact Customer';
  return EVERYWHERE_BUT_OWN.includes(to) && to !== from;
}

describe('PUT /api/admin/move-order-status', () => {
  let t: TestApp;
  let token: string;
  const used = new Set<number>();
  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 300 });
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  const move = (body: object, authorization = token) =>
    t.app.inject({ method: 'PUT', url: URL, payload: body, headers: { authorization } });
  const order = (orderId: number) =>
    t.sql
      .prepare(
        'select process_status, order_status, version, processed_by from orders where order_id = ?',
      )
      .get(orderId) as {
      process_status: ProcessStatus;
      order_status: number;
      version: number;
      processed_by: string | null;
    };

  const targets: ProcessStatus[] = [...EVERYWHERE_BUT_OWN, 'AwaitingGovt', 'Customer Called'];
  const cases = PROCESS_STATUSES.flatMap((from) =>
    targets.map((to) => [from, to, allowed(from, to)] as const),
  );

  it.each(cases)('from %j to %j: allowed %s', async (from, to, isAllowed) => {
    const orderId = freshOrder(t, from, used);
    const before = order(orderId);
    const response = await move({ orderId, updatingStatus: to, version: before.version });
    if (isAllowed) {
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(1);
      expect(order(orderId)).toMatchObject({ process_status: to, version: before.version + 1 });
      const audit = t.sql
        .prepare(
          "select from_value, to_value, actor_name from audit_log where entity_id = ? and action = 'order.status' order by id desc",
        )
        .get(String(orderId));
      expect(audit).toEqual({ from_value: from, to_value: to, actor_name: 'Alice Admin' });
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        status: 0,
        message: `Moving to ${to.trim()} is not offered for an order in ${from.trim()}.`,
      });
      expect(order(orderId)).toEqual(before);
    }
  });

  it.each([
    [1, 'Processing'],
    [2, 'Awaiting Government Decision'],
    [5, 'Missing Information'],
  ])('sets order_status %d (%s) from any status', async (orderStatus, label) => {
    const orderId = freshOrder(t, 'Pending', used);
    const before = order(orderId);
    const response = await move({ orderId, orderStatus, version: before.version });
    expect(response.json()).toEqual({
      status: 1,
      message: `Order ${orderId}: application status set to ${label}.`,
      data: null,
    });
    expect(order(orderId)).toMatchObject({ process_status: 'Pending', order_status: orderStatus });
    const audit = t.sql
      .prepare(
        "select from_value, to_value, actor_name from audit_log where entity_id = ? and action = 'order.orderStatus' order by id desc",
      )
      .get(String(orderId));
    expect(audit).toEqual({
      from_value: String(before.order_status),
      to_value: String(orderStatus),
      actor_name: 'Alice Admin',
    });
  });

  const emailHistory = async (orderId: number): Promise<unknown[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/get-orders-details/${orderId}`,
        headers: { authorization: token },
      })
    ).json().data.mailHistory;

  it.each([
    [
      'evisitor-australia.com',
      'eVisitor Australia',
      'https://www.evisitor-australia.com/contact-us',
    ],
    ['australia-evisa.org', 'Australia eVisa', 'https://www.australia-evisa.org/contact-us'],
  ])(
    'Completed Refunds on a %s order sends the refund mail in its brand, to the outbox and Email History',
    async (domain, brand, contactUrl) => {
      const orderId = freshOrder(t, 'Completed', used);
      t.sql.prepare('update orders set domain_name = ? where order_id = ?').run(domain, orderId);
      const { email, version } = t.sql
        .prepare('select email, version from orders where order_id = ?')
        .get(orderId) as { email: string; version: number };
      const historyBefore = (await emailHistory(orderId)) as unknown[];
      const response = await move({ orderId, updatingStatus: 'Refunds', version });
      expect(response.json()).toEqual({
        status: 1,
        message: `Order ${orderId} moved to Refunds; the refund mail is on its way.`,
        data: null,
      });
      const outbox = t.sql
        .prepare(
          'select id, kind, provider, to_email, subject, text_body from mail_outbox where order_id = ?',
        )
        .all(orderId) as Array<{
        id: number;
        kind: string;
        provider: string;
        to_email: string;
        subject: string;
        text_body: string;
      }>;
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({
        kind: 'refund',
        provider: 'AWS',
        to_email: email,
        subject: `Refund of your eVisitor application ${orderId}`,
      });
      expect(outbox[0]?.text_body).toContain(`The ${brand} support team`);
      expect(outbox[0]?.text_body).toContain(contactUrl);
      // The page's Email History lists it (the newest row), linked to the outbox row that delivers it.
      const history = (await emailHistory(orderId)) as Array<{ remainder_mail: number }>;
      expect(history).toHaveLength(historyBefore.length + 1);
      expect(history.at(-1)).toMatchObject({ order_id: orderId, remainder_mail: 0 });
      expect(
        t.sql
          .prepare('select outbox_id from mail_history where order_id = ? order by id desc limit 1')
          .pluck()
          .get(orderId),
      ).toBe(outbox[0]?.id);
    },
  );

  it('sends no mail for the other folder moves', async () => {
    const orderId = freshOrder(t, 'New', used);
    await move({ orderId, updatingStatus: 'Completed', version: versionOf(t, orderId) });
    expect(
      t.sql.prepare('select count(*) from mail_outbox where order_id = ?').pluck().get(orderId),
    ).toBe(0);
  });

  it('refuses an order_status the page does not offer', async () => {
    const orderId = freshOrder(t, 'Pending', used);
    const response = await move({ orderId, orderStatus: 3, version: versionOf(t, orderId) });
    expect(response.statusCode).toBe(409);
  });

  it('refuses a move made on a stale page with 409, changing nothing', async () => {
    const orderId = freshOrder(t, 'New', used);
    const before = order(orderId);
    const first = await move({
      orderId,
      updatingStatus: 'Contact Customer',
      version: before.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await move({ orderId, updatingStatus: 'Rejected', version: before.version });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 0, message: STALE });
    expect(order(orderId).process_status).toBe('Contact Customer');
  });

  it('tells a stale page its order changed, even when its new folder no longer offers the move', async () => {
    const orderId = freshOrder(t, 'New', used);
    const before = order(orderId);
    await move({ orderId, updatingStatus: 'Contact Customer', version: before.version });
    // Offered from New, as the stale page showed the order; not from Contact Customer.
    const stale = await move({ orderId, updatingStatus: 'AwaitingGovt', version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 0, message: STALE });
    expect(order(orderId).process_status).toBe('Contact Customer');
  });

  it('refuses a move without a version with 400, changing nothing', async () => {
    const orderId = freshOrder(t, 'New', used);
    const before = order(orderId);
    const response = await move({ orderId, updatingStatus: 'Completed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: 'version is required.' });
    expect(order(orderId)).toEqual(before);
  });

  it('credits the member who completes an order in Processed By', async () => {
    const orderId = freshOrder(t, 'New', used);
    const response = await move(
      { orderId, updatingStatus: 'Completed', version: versionOf(t, orderId) },
      await login(t.app, 'telecaller@demo.test'),
    );
    expect(response.statusCode).toBe(200);
    expect(order(orderId)).toMatchObject({
      process_status: 'Completed',
      processed_by: 'Tina Telecaller',
    });
  });

  it('keeps the credit of the first member to complete an order when it is completed again', async () => {
    const orderId = freshOrder(t, 'New', used);
    const telecaller = await login(t.app, 'telecaller@demo.test');
    const moveBy = (updatingStatus: string, authorization: string) =>
      move({ orderId, updatingStatus, version: versionOf(t, orderId) }, authorization);
    expect((await moveBy('Completed', telecaller)).statusCode).toBe(200);
    expect((await moveBy('Contact Customer', token)).statusCode).toBe(200);
    expect((await moveBy('Completed', token)).statusCode).toBe(200);
    expect(order(orderId)).toMatchObject({
      process_status: 'Completed',
      processed_by: 'Tina Telecaller',
    });
  });

  it.each([
    [
      'both kinds',
      { updatingStatus: 'Completed', orderStatus: 1 },
      400,
      'Send either updatingStatus or orderStatus, not both or neither.',
    ],
    ['neither kind', {}, 400, 'Send either updatingStatus or orderStatus, not both or neither.'],
    ['an unknown status', { updatingStatus: 'Archived' }, 400, null],
    [
      'a bad version',
      { updatingStatus: 'Completed', version: 'x' },
      400,
      'version must be a whole number.',
    ],
  ])('refuses %s', async (_case, extra, status, message) => {
    const orderId = freshOrder(t, 'Pending', used);
    const response = await move({ orderId, version: versionOf(t, orderId), ...extra });
    expect(response.statusCode).toBe(status);
    expect(response.json().status).toBe(0);
    if (message) expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(/^updatingStatus must be one of/);
  });

  it('refuses an unknown order and a missing orderId', async () => {
    expect(
      (await move({ orderId: 999999, updatingStatus: 'Completed', version: 1 })).json(),
    ).toMatchObject({
      status: 0,
      message: 'Order 999999 was not found.',
    });
    expect((await move({ updatingStatus: 'Completed', version: 1 })).json()).toMatchObject({
      status: 0,
      message: 'orderId is required.',
    });
  });

  it('needs a session', async () => {
    expect((await move({ orderId: 100001, orderStatus: 1, version: 1 }, '')).statusCode).toBe(401);
  });
});
