/**
 * A response schema writes only the fields it names (fast-json-stringify drops the rest
 * silently). Every answer of a route with a response schema must leave exactly as its
 * handler built it: compared here with the handler's own object, for every such route
 * (docs/architecture.md, "One contract").
 */
import type { RouteOptions } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { API_ROUTES, type ApiRoute, type RequestParts } from '@portal/shared/api/apiRoutes';
import { FOLDER_KEYS } from '@portal/shared/entities/folders';
import { DEMO_PASSWORD } from '../../src/db/seed/demoStaff';
import { createReleaseStore } from '../../src/releases/createReleaseStore';
import { publishFakeRelease } from '../releases/releaseFixtures';
import { callRoute } from '../helpers/callRoute';
import { prepareOrder } from './customer/customerFixtures';
import type { TestApp } from '../helpers/testApp';
import { adminToken, createOrderDetailApp, ordersIn } from './orderDetail/orderDetailTestApp';

/** Routes whose success data is null: their schema has nothing to drop. */
function writesData(response: unknown): boolean {
  const data = (response as { 200?: { properties?: { data?: TSchema } } })[200]?.properties?.data;
  return data !== undefined && data.type !== 'null';
}

describe('every answer with a response schema leaves whole', () => {
  let t: TestApp;
  let token: string;
  /** Route key (method and URL) → whether an answer of it was compared. */
  const serialized = new Map<string, boolean>();
  const built = new WeakMap<object, unknown>();
  const answers: Array<{ route: string; built: unknown; sent: unknown }> = [];

  function watch(route: RouteOptions): void {
    // HEAD answers carry no body.
    if (route.method === 'HEAD' || !route.schema?.response) return;
    if (!writesData(route.schema.response)) return;
    const key = `${String(route.method)} ${route.url}`;
    serialized.set(key, false);
    route.preSerialization = async (request, _reply, payload) => {
      // Its JSON as JSON.stringify writes it: every field the handler put in.
      built.set(request.raw, JSON.parse(JSON.stringify(payload)));
      return payload;
    };
    route.onSend = async (request, _reply, payload) => {
      if (built.has(request.raw) && typeof payload === 'string') {
        answers.push({ route: key, built: built.get(request.raw), sent: JSON.parse(payload) });
        serialized.set(key, true);
      }
      return payload;
    };
  }

  beforeAll(async () => {
    t = await createOrderDetailApp({ onRoute: watch });
    // The admin opens every order's page: those held are held by the admin, so none is refused.
    t.sql.prepare("update orders set assign_to = 'Alice Admin' where assign_to is not null").run();
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  /** Each call must succeed: a refusal would test the error answer, not the schema. */
  const call = async (route: ApiRoute, parts: RequestParts = {}) => {
    const response = await callRoute(t.app, route, token, parts);
    expect({ path: route.path, status: response.statusCode }).toEqual({
      path: route.path,
      status: 200,
    });
    return response;
  };

  it('sends every field the handler answers, on every route that has a response schema', async () => {
    const orderIds = (
      t.sql.prepare('select order_id from orders order by order_id').all() as Array<{
        order_id: number;
      }>
    ).map((row) => row.order_id);
    // The order page, of every order: with and without a document, mails, downloads,
    // remarks, transaction.
    for (const orderId of orderIds) {
      await call(API_ROUTES.orderDetails, { params: { orderId } });
    }
    for (const orderId of orderIds.slice(0, 10)) {
      await call(API_ROUTES.orderActivity, { params: { orderId } });
    }
    // Queues.
    for (const orderName of FOLDER_KEYS) {
      await call(API_ROUTES.ordersList, { params: { orderName }, query: { page: 1, limit: 100 } });
    }
    await call(API_ROUTES.folderCount, { query: {} });
    await call(API_ROUTES.searchOrder, {
      body: { start: 0, end: 50, searchVal: 'a', folderName: 'allorder' },
    });
    const [toAssign, toDelete] = ordersIn(t, 'New');
    const [refunded] = ordersIn(t, 'Refunds');
    await call(API_ROUTES.assignOrderStatus, {
      body: { orderId: [toAssign], assignto: 'Alice Admin' },
    });
    await call(API_ROUTES.changeOrderStatus, { body: { orderId: [toDelete] } });
    await call(API_ROUTES.refundOrders, { body: { orderId: [refunded] } });
    // Session.
    await call(API_ROUTES.adminLogin, {
      body: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    await call(API_ROUTES.userInfo);
    await call(API_ROUTES.refreshSession);
    // Reports and settings.
    await call(API_ROUTES.countryOrderCount, { body: {} });
    await call(API_ROUTES.processedByCount, { body: {} });
    await call(API_ROUTES.sendInvoice, { body: { orderId: orderIds[0] } });
    await call(API_ROUTES.paymentGateways);
    await call(API_ROUTES.teamMemberList);
    await call(API_ROUTES.teamMemberTypes);
    const added = await call(API_ROUTES.addTeamMember, {
      body: {
        name: 'Whole Answer',
        email: 'whole@demo.test',
        password: 'a long unusual pass',
        type: 'Team',
      },
    });
    const member = (added.json() as { data: { id: number; version: number } }).data;
    await call(API_ROUTES.teamMemberInfo, { params: { id: member.id } });
    await call(API_ROUTES.updateTeamMember, {
      body: {
        name: 'Whole Answers',
        email: 'whole@demo.test',
        type: 'Team',
        tmId: member.id,
        version: member.version,
      },
    });
    // Releases.
    const store = createReleaseStore(t.config);
    try {
      for (const text of ['first', 'second']) {
        const releaseId = await publishFakeRelease(store, { text });
        await call(API_ROUTES.deployRelease, { body: { remote: 'queues', releaseId } });
      }
    } finally {
      store.close();
    }
    await call(API_ROUTES.remoteReleases);
    await call(API_ROUTES.rollbackRelease, { body: { remote: 'queues' } });
    // Customer pages.
    const visitor = await prepareOrder(t, 0, {
      process_status: 'Completed',
      order_status: 3,
      document: { file1: 'whole-answer.pdf' },
    });
    const tracked = await call(API_ROUTES.trackOrder, {
      body: { orderId: visitor.orderId, email: visitor.email },
    });
    const { customerToken } = (tracked.json() as { data: { customerToken: string } }).data;
    const proof = { orderId: visitor.orderId, customerToken };
    await call(API_ROUTES.downloadPassportDoc, {
      body: { ...proof, customername: visitor.givenNames, file1: 'whole-answer.pdf' },
    });
    await call(API_ROUTES.downloadHistory, { body: proof });

    expect(answers.length).toBeGreaterThan(orderIds.length);
    for (const answer of answers) {
      expect({ route: answer.route, answer: answer.sent }).toEqual({
        route: answer.route,
        answer: answer.built,
      });
    }
    // A route given a response schema joins this test, or the test fails here.
    const uncalled = [...serialized].filter(([, called]) => !called).map(([key]) => key);
    expect(uncalled).toEqual([]);
  }, 120_000);
});
