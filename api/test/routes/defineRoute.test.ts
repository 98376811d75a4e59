import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { declaredRoute, orderPageCall } from '@portal/shared/api/apiRoute';
import { successEnvelope } from '@portal/shared/schemas/envelopeSchemas';
import { noQuery } from '@portal/shared/schemas/schemaTypes';
import { success } from '../../src/lib/envelope';
import { defineRoute } from '../../src/routes/defineRoute';
import { callRouteUnchecked, envelopeOf } from '../helpers/callRoute';
import { createTestApp, login, type TestApp } from '../helpers/testApp';

/** A test-only order page call answering an order in the My Orders of `?holder`. */
const HELD_ORDER = Type.Object({
  order_id: Type.Integer(),
  process_status: Type.Literal('New'),
  assign_to: Type.String(),
});
const HELD_ORDER_CALL = orderPageCall(
  declaredRoute('GET', '/test/held-order', 'staff', {
    querystring: Type.Object({ holder: Type.String() }),
    response: successEnvelope(HELD_ORDER),
  }),
);
const NO_ORDER_CALL = orderPageCall(
  declaredRoute('GET', '/test/no-order', 'staff', {
    querystring: noQuery,
    response: successEnvelope(HELD_ORDER),
  }),
);

let handlerRuns = 0;

function registerTestRoutes(app: FastifyInstance): void {
  defineRoute(app, HELD_ORDER_CALL, {
    holderOf: (order) => order,
    handler: async (request) => {
      handlerRuns += 1;
      const order = {
        order_id: 7,
        process_status: 'New' as const,
        assign_to: request.query.holder,
      };
      return success('Held order', order);
    },
  });
  defineRoute(app, NO_ORDER_CALL, {
    holderOf: (order) => order,
    handler: async () => ({ status: 1, message: 'No order' }),
  });
}

describe('defineRoute: the holder rule on the order a read answers (holderOf)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: registerTestRoutes });
    token = await login(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  const ask = (holder: string) =>
    callRouteUnchecked(t.app, HELD_ORDER_CALL, token, { query: { holder } });

  it('refuses the answer with 403 naming the holder when another member holds its order', async () => {
    const runsBefore = handlerRuns;
    const refused = await ask('Mark Manager');
    expect(handlerRuns).toBe(runsBefore + 1);
    expect(refused.statusCode).toBe(403);
    const body = envelopeOf(refused);
    expect(body.status).toBe(0);
    expect(body.message).toContain("Order 7 is in Mark Manager's My Orders");
    expect(body.data).toBeUndefined();
  });

  it('sends the answer to the member who holds the order', async () => {
    const own = await ask('Alice Admin');
    expect(own.statusCode).toBe(200);
    expect(envelopeOf(own).data).toEqual({
      order_id: 7,
      process_status: 'New',
      assign_to: 'Alice Admin',
    });
  });

  it('fails closed when the answer names no order to check', async () => {
    const unchecked = await callRouteUnchecked(t.app, NO_ORDER_CALL, token);
    expect(unchecked.statusCode).toBe(500);
    expect(envelopeOf(unchecked).status).toBe(0);
  });

  it('is refused at registration for a call that may change something, or is not an order page call', async () => {
    const app = Fastify();
    try {
      const post = orderPageCall(
        declaredRoute('POST', '/test/held-order', 'staff', {
          body: Type.Object({ orderId: Type.Integer() }),
          response: successEnvelope(HELD_ORDER),
        }),
      );
      const notOrderPage = declaredRoute('GET', '/test/any-order', 'staff', {
        querystring: noQuery,
        response: successEnvelope(HELD_ORDER),
      });
      const handler = async () =>
        success('Held order', { order_id: 7, process_status: 'New' as const, assign_to: 'x' });
      expect(() => defineRoute(app, post, { holderOf: (order) => order, handler })).toThrow(
        'POST /test/held-order: holderOf is for a holderOnly GET alone.',
      );
      expect(() => defineRoute(app, notOrderPage, { holderOf: (order) => order, handler })).toThrow(
        'GET /test/any-order: holderOf is for a holderOnly GET alone.',
      );
    } finally {
      await app.close();
    }
  });
});
