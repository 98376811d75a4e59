import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { twoInstances } from '../helpers/anotherInstance';
import { expectRefusedWithinWindow, postFront } from '../routes/customer/customerFixtures';

/** Two instances on one PostgreSQL database: one client has one budget on both. */
describe('customer rate limit across instances', () => {
  const pair = twoInstances({ config: { frontRateLimit: { max: 3, windowSeconds: 60 } } });

  const track = (app: FastifyInstance) =>
    postFront(app, API_ROUTES.trackOrder, { orderId: 999999, email: 'guess@example.test' });

  it('counts calls answered by either instance into one budget per client', async () => {
    const answers = [];
    for (const app of [pair.a.app, pair.b, pair.a.app]) answers.push(await track(app));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual([
      '2',
      '1',
      '0',
    ]);
    for (const app of [pair.b, pair.a.app]) {
      expectRefusedWithinWindow(await track(app), 60);
    }
  });

  it('counts 20 parallel calls over both instances exactly: 3 pass', async () => {
    await pair.a.app.db.deleteFrom('front_rate_limits').execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => track(n % 2 === 0 ? pair.a.app : pair.b)),
    );
    const passed = answers.filter((answer) => answer.statusCode === 404).length;
    expect(passed).toBe(3);
  });
});
