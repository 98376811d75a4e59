import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { apiPath, createTestApp, type TestApp } from '../helpers/testApp';

// Every refused sign-in costs a bcrypt check.
jest.setTimeout(60_000);

/** The reverse proxy in front of the portal, as the server sees its socket. */
const PROXY = '10.0.0.5';
/** The client the proxy saw, which it appends to X-Forwarded-For. */
const CLIENT = '203.0.113.7';

/** A client that writes its own X-Forwarded-For, a new fake address each time. */
function forgedHeader(attempt: number): string {
  return `198.51.100.${attempt % 250}, ${CLIENT}`;
}

function throughProxy(app: FastifyInstance, url: string, payload: object, attempt: number) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forgedHeader(attempt) },
  });
}

describe.each([
  ['the proxy address', PROXY],
  ['the proxy network', `10.0.0.0/8, ::1`],
])('TRUST_PROXY as %s: a forged X-Forwarded-For is ignored', (_, trustProxy) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: trustProxy, LOGIN_MAX_FAILURES: '100', LOGIN_MAX_FAILURES_PER_IP: '3' },
      config: { frontRateLimit: { max: 3, windowSeconds: 60 } },
    });
  });
  afterEach(() => t.close());

  it('limits the customer calls per client the proxy saw', async () => {
    const url = apiPath(API_ROUTES.trackOrder);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const payload = { orderId: 999999, email: 'guess@example.test' };
      statuses.push((await throughProxy(t.app, url, payload, attempt)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });

  it('limits the sign-ins per client the proxy saw', async () => {
    const url = apiPath(API_ROUTES.adminLogin);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const payload = { email: `guess${attempt}@demo.test`, password: 'wrong-password' };
      statuses.push((await throughProxy(t.app, url, payload, attempt)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 429, 429]);
  });
});
