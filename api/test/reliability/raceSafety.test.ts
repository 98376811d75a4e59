import type { FastifyInstance } from 'fastify';
import { API_ROUTES, type ApiRoute } from '@portal/shared/api/apiRoutes';
import type { Role } from '@portal/shared/entities/staff';
import { buildApp } from '../../src/app';
import { apiPath, login, type TestApp } from '../helpers/testApp';
import { createOrderDetailApp, freshOrder } from '../routes/orderDetail/orderDetailTestApp';
import { signInEveryRole, STAFF_NAMES } from '../routes/queues/queueTestKit';
import { callRoute } from '../helpers/callRoute';

/**
 * The same action fired at once through several app instances, each with its own
 * connections to the one database, as several API servers behind a load balancer would:
 * exactly one wins and is audited once, the rest are refused with a 409. On PostgreSQL
 * (READ COMMITTED) this is what the conditional updates guarantee (docs/decisions.md,
 * "Race safety on PostgreSQL").
 */

const INSTANCES = 3;
const CALLS_PER_INSTANCE = 4;

describe('one winner when many connections race for the same change', () => {
  let t: TestApp;
  let instances: FastifyInstance[];
  let token: string;
  const used = new Set<number>();

  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 40 });
    const others = await Promise.all(
      Array.from({ length: INSTANCES - 1 }, () => buildApp(t.config)),
    );
    await Promise.all(others.map((app) => app.ready()));
    instances = [t.app, ...others];
    token = await login(t.app, 'admin@demo.test');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(instances.slice(1).map((app) => app.close()));
    await t.close();
  });

  /** Every instance sends `payload` CALLS_PER_INSTANCE times, all at once. */
  const race = (route: ApiRoute, payload: object) =>
    Promise.all(
      instances.flatMap((app) =>
        Array.from({ length: CALLS_PER_INSTANCE }, () =>
          app.inject({
            method: route.method,
            url: apiPath(route),
            headers: { authorization: token },
            payload,
          }),
        ),
      ),
    );

  const auditCount = (orderId: number, action: string) =>
    t.sql
      .prepare('select count(*) from audit_log where entity_id = ? and action = ?')
      .pluck()
      .get(String(orderId), action);

  const statusCodes = (answers: Array<{ statusCode: number }>) =>
    answers.map((answer) => answer.statusCode).sort();

  const losers = INSTANCES * CALLS_PER_INSTANCE - 1;

  it('moves an order once when every call names the same version', async () => {
    const orderId = freshOrder(t, 'Pending', used);
    const version = t.sql
      .prepare('select version from orders where order_id = ?')
      .pluck()
      .get(orderId);
    const answers = await race(API_ROUTES.moveOrderStatus, {
      orderId,
      updatingStatus: 'Completed',
      version,
    });
    expect(statusCodes(answers)).toEqual([200, ...Array(losers).fill(409)]);
    expect(auditCount(orderId, 'order.status')).toBe(1);
  });

  it('assigns an order to one member only, each member taking it for themselves', async () => {
    const orderId = freshOrder(t, 'New', used);
    t.sql.prepare('update orders set assign_to = null where order_id = ?').run(orderId);
    const tokens = await signInEveryRole(t.app);
    const roles = Object.keys(tokens) as Role[];
    const answers = await Promise.all(
      roles.map((role, index) =>
        callRoute(instances[index % INSTANCES]!, API_ROUTES.assignOrderStatus, tokens[role], {
          body: { orderId: [orderId], assignto: STAFF_NAMES[role] },
        }),
      ),
    );
    expect(statusCodes(answers)).toEqual([200, ...Array(roles.length - 1).fill(409)]);
    expect(auditCount(orderId, 'order.assign')).toBe(1);
  });
});
