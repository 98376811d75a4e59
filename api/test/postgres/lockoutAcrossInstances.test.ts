import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { twoInstances } from '../helpers/anotherInstance';
import { apiPath } from '../helpers/testApp';

jest.setTimeout(60_000);

/** Two instances on one PostgreSQL database: sign-in failures on either count together. */
describe('sign-in lockout across instances', () => {
  const pair = twoInstances();

  beforeEach(() => pair.a.sql.exec('delete from login_failures'));

  const signIn = (app: FastifyInstance, password: string) =>
    app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.adminLogin),
      payload: { email: 'admin@demo.test', password },
      remoteAddress: '203.0.113.7',
    });

  it('lets at most 5 of 10 parallel wrong passwords over both instances be checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        signIn(n % 2 === 0 ? pair.a.app : pair.b, 'wrong-password'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    // Each checked attempt left its failure; refused ones took their reservation back.
    const failures = Number(
      pair.a.sql.prepare('select count(*) from login_failures').pluck().get(),
    );
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(failures).toBeLessThanOrEqual(5);
  });

  it('locks the account on the 5th failure when the failures alternate between instances', async () => {
    const statuses = [];
    for (const app of [pair.a.app, pair.b, pair.a.app, pair.b, pair.a.app]) {
      statuses.push((await signIn(app, 'wrong-password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const onB = await signIn(pair.b, 'demo1234');
    expect(onB.statusCode).toBe(429);
    expect(onB.json<{ message: string }>().message).toMatch(
      /^Too many failed sign-ins for this account\. Try again in 15 minutes/,
    );
  });
});
