import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { anotherInstance } from '../helpers/anotherInstance';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { postFront } from '../routes/customer/customerFixtures';

/** Two instances on one PostgreSQL database: one client has one budget on both. */
describe('customer rate limit across instances', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp({ config: { frontRateLimit: { max: 3, windowSeconds: 60 } } });
    b = await anotherInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const track = (app: FastifyInstance) =>
    postFront(app, API_ROUTES.trackOrder, { orderId: 999999, email: 'guess@example.test' });

  it('counts calls answered by either instance into one budget per client', async () => {
    const answers = [];
    for (const app of [a.app, b, a.app]) answers.push(await track(app));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual([
      '2',
      '1',
      '0',
    ]);
    for (const app of [b, a.app]) {
      const refused = await track(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        status: 0,
        message: 'Too many requests. Please wait 60 seconds and try again.',
      });
    }
  });

  it('counts 20 parallel calls over both instances exactly: 3 pass', async () => {
    await a.app.db.deleteFrom('front_rate_limits').execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => track(n % 2 === 0 ? a.app : b)),
    );
    const passed = answers.filter((answer) => answer.statusCode === 404).length;
    expect(passed).toBe(3);
  });
});
