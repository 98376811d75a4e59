import jwt from 'jsonwebtoken';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { CUSTOMER_PASS_TTL_SECONDS, passOpensOrder } from '../../../src/customer/customerPass';
import { MESSAGE_ORDER_NOT_FOUND } from '../../../src/customer/customerProof';
import { MESSAGE_ORDER_FOUND } from '../../../src/routes/customer/trackOrder';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { postFront, prepareOrder, type PreparedOrder } from './customerFixtures';

describe('POST /api/front/track-order', () => {
  let t: TestApp;
  let order: PreparedOrder;
  let deleted: PreparedOrder;

  beforeAll(async () => {
    t = await createTestApp({ orders: 20 });
    order = await prepareOrder(t, 0, {
      process_status: 'Completed',
      order_status: 3,
      email: 'Jane.Citizen@Example.test',
    });
    deleted = await prepareOrder(t, 1, { process_status: 'Deleted', order_status: 1 });
  });
  afterAll(() => t.close());

  const track = (payload: object) => postFront(t.app, API_ROUTES.trackOrder, payload);
  const NOT_FOUND = { status: 0, message: MESSAGE_ORDER_NOT_FOUND };

  it('answers a pass for this order alone, and nothing of the order, for the right e-mail', async () => {
    const before = Date.now();
    const response = await track({ orderId: order.orderId, email: order.email });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 1,
      message: MESSAGE_ORDER_FOUND,
      data: { customerToken: expect.any(String), expiresAt: expect.any(String) },
    });
    const { customerToken, expiresAt } = body.data;
    expect(passOpensOrder(customerToken, order.orderId, t.config.jwtSecret)).toBe(true);
    expect(passOpensOrder(customerToken, order.orderId + 1, t.config.jwtSecret)).toBe(false);
    // Issued between `before` and `after`, however long the call took (to the second).
    const after = Date.now();
    const expiry = Date.parse(expiresAt);
    expect(expiry).toBeGreaterThanOrEqual(before - 1000 + CUSTOMER_PASS_TTL_SECONDS * 1000);
    expect(expiry).toBeLessThanOrEqual(after + 1000 + CUSTOMER_PASS_TTL_SECONDS * 1000);
    expect(jwt.decode(customerToken, { complete: true })?.header.alg).toBe('HS256');
    for (const secret of [order.email, order.givenNames, order.familyName, order.mobilePhone]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('compares e-mails ignoring case and surrounding spaces; order ids may come as text', async () => {
    const response = await track({
      orderId: String(order.orderId),
      email: `  ${order.email.toUpperCase()} `,
    });
    expect(response.json().status).toBe(1);
  });

  it('ignores surrounding spaces in the e-mail the order was stored with too', async () => {
    const spaced = await prepareOrder(t, 2, {
      process_status: 'Completed',
      order_status: 3,
      email: ' Spaced.Out@Example.test ',
    });
    const response = await track({ orderId: spaced.orderId, email: 'spaced.out@example.test' });
    expect(response.json()).toMatchObject({ status: 1, message: MESSAGE_ORDER_FOUND });
  });

  it('gives a wrong e-mail exactly the answer of an unknown order', async () => {
    const wrongEmail = await track({ orderId: order.orderId, email: 'someone.else@example.test' });
    const unknownOrder = await track({ orderId: 999999999, email: order.email });
    const deletedOrder = await track({ orderId: deleted.orderId, email: deleted.email });
    for (const response of [wrongEmail, unknownOrder, deletedOrder]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(NOT_FOUND);
    }
    // The same bytes but for the request's own id.
    const withoutRequestId = (body: string) => body.replace(/"requestId":"[^"]*"/, '');
    expect(withoutRequestId(wrongEmail.body)).toBe(withoutRequestId(unknownOrder.body));
  });

  it('answers the track form messages for missing fields', async () => {
    const noOrder = await track({ email: order.email });
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json()).toMatchObject({ status: 0, message: MESSAGES.trackOrderIdRequired });
    const noEmail = await track({ orderId: order.orderId, email: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ status: 0, message: MESSAGES.trackEmailRequired });
  });

  it('answers an order id that cannot exist with the unknown-order message', async () => {
    for (const orderId of ['abc', -4, 0, 1.5]) {
      const response = await track({ orderId, email: order.email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(NOT_FOUND);
    }
  });
});
