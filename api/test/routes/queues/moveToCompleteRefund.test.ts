import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { Role } from '@portal/shared/entities/staff';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { signInEveryRole, STAFF_NAMES } from './queueTestKit';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';
import { nextTurn } from '../../helpers/nextTurn';

interface OutboxRow {
  order_id: number;
  kind: string;
  provider: string;
  to_email: string;
  subject: string;
  text_body: string;
  status: string;
}

describe('PUT /api/admin/move-to-complete-refund', () => {
  let t: TestApp;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    // No timed sweep during the tests: a mail leaves only because a request asked for it.
    t = await createTestApp({ orders: 300, env: { MAIL_SWEEP_SECONDS: '3600' } });
    tokens = await signInEveryRole(t.app);
  });
  afterAll(() => t.close());

  const move = (role: Role, orderId: number) =>
    callRoute(t.app, API_ROUTES.moveToCompleteRefund, tokens[role], { body: { orderId } });

  const firstOrder = (status: string) => {
    const row = t.sql
      .prepare(
        'select order_id, email, given_names, family_name, version from orders where process_status = ? order by order_id limit 1',
      )
      .get(status) as
      | {
          order_id: number;
          email: string;
          given_names: string;
          family_name: string;
          version: number;
        }
      | undefined;
    if (!row) throw new Error(`no ${status} order`);
    return row;
  };

  const outboxOf = (orderId: number): OutboxRow[] =>
    t.sql
      .prepare(
        'select order_id, kind, provider, to_email, subject, text_body, status from mail_outbox where order_id = ?',
      )
      .all(orderId) as OutboxRow[];

  it('moves the order to Refunds and queues the refund mail with it, audited', async () => {
    const target = firstOrder('Completed');
    const response = await move('Team', target.order_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      message: 'Order has been moved to Refunds and the refund mail is on its way.',
      data: null,
    });
    expect(
      t.sql
        .prepare('select process_status, version from orders where order_id = ?')
        .get(target.order_id),
    ).toEqual({ process_status: 'Refunds', version: target.version + 1 });

    const [mail, ...others] = outboxOf(target.order_id);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'refund',
      provider: 'AWS',
      to_email: target.email,
      status: 'pending',
      subject: `Refund of your eVisitor application ${target.order_id}`,
    });
    expect(mail?.text_body).toContain(`Dear ${target.given_names} ${target.family_name},`);
    // It shows in the order's Email History too, sent through AWS and not a reminder.
    expect(
      t.sql
        .prepare(
          `select email, mail_service_provider, remainder_mail from mail_history
           where order_id = ? and outbox_id is not null order by id desc limit 1`,
        )
        .get(target.order_id),
    ).toEqual({ email: target.email, mail_service_provider: 'AWS', remainder_mail: 0 });

    expect(
      t.sql
        .prepare(
          'select actor_name, action, from_value, to_value from audit_log where entity_id = ?',
        )
        .all(String(target.order_id)),
    ).toEqual([
      {
        actor_name: STAFF_NAMES.Team,
        action: 'order.status',
        from_value: 'Completed',
        to_value: 'Refunds',
      },
    ]);
  });

  it('sends the refund mail right after its answer, without waiting for the next sweep', async () => {
    const target = firstOrder('Completed');
    expect((await move('Admin', target.order_id)).statusCode).toBe(200);
    // Asked for by the answer's hook: the test sends no request and no sweep is due.
    const refundMail = () => outboxOf(target.order_id).map((mail) => [mail.kind, mail.status]);
    while (refundMail()[0]?.[1] === 'pending') await nextTurn();
    expect(refundMail()).toEqual([['refund', 'sent']]);
  });

  it('refuses an order already in Refunds with a 409 and sends no second mail', async () => {
    const target = firstOrder('Refunds');
    const before = outboxOf(target.order_id).length;
    const response = await move('Admin', target.order_id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 0,
      message: `Order ${target.order_id} is already in Refunds.`,
    });
    expect(outboxOf(target.order_id)).toHaveLength(before);
  });

  it('answers 404 for an unknown order and 400 for a missing one', async () => {
    const unknown = await move('Admin', 4242);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order 4242 was not found.');
    const missing = await callRouteUnchecked(t.app, API_ROUTES.moveToCompleteRefund, tokens.Admin, {
      body: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('orderId is required.');
  });
});
