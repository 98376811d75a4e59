import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { anotherInstance } from '../helpers/anotherInstance';
import { apiPath, createTestApp, type TestApp } from '../helpers/testApp';

jest.setTimeout(60_000);

/** Two instances on one PostgreSQL database: sign-in failures on either count together. */
describe('sign-in lockout across instances', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp();
    b = await anotherInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const signIn = (app: FastifyInstance, password: string) =>
    app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.adminLogin),
      payload: { email: 'admin@demo.test', password },
      remoteAddress: '203.0.113.7',
    });

  it('locks the account on the 5th failure when the failures alternate between instances', async () => {
    const statuses = [];
    for (const app of [a.app, b, a.app, b, a.app]) {
      statuses.push((await signIn(app, 'wrong-password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const onB = await signIn(b, 'demo1234');
    expect(onB.statusCode).toBe(429);
    expect(onB.json<{ message: string }>().message).toMatch(
      /^Too many failed sign-ins for this account\. Try again in 15 minutes/,
    );
  });
});
