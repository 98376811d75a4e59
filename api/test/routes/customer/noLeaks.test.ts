import jwt from 'jsonwebtoken';
import { API_ROUTES, type ApiRoute } from '@portal/shared/api/apiRoutes';
import { issueCustomerPass } from '../../../src/customer/customerPass';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { postFront, prepareOrder, trackAs, type PreparedOrder } from './customerFixtures';

/** Every customer call of the route table, so a call added later is walked too. */
const FRONT_ROUTES = Object.entries(API_ROUTES).filter(([, route]) =>
  route.path.startsWith('/front/'),
) as Array<[string, ApiRoute]>;

describe('no personal data leaks from any /front call without proof', () => {
  let t: TestApp;
  let victim: PreparedOrder;
  let attacker: PreparedOrder;
  const file1 = 'victim-grant.pdf';

  beforeAll(async () => {
    t = await createTestApp({ orders: 20 });
    victim = await prepareOrder(t, 0, {
      process_status: 'Completed',
      order_status: 3,
      document: { file1 },
    });
    attacker = await prepareOrder(t, 1, { process_status: 'Completed', order_status: 3 });
  });
  afterAll(() => t.close());

  it('walks every customer call of the table', () => {
    expect(FRONT_ROUTES.map(([key]) => key).sort()).toEqual(
      ['downloadHistory', 'downloadPassportDoc', 'trackOrder'].sort(),
    );
  });

  /** Tokens that must open nothing of the victim's order. */
  async function forgedTokens(): Promise<Record<string, string | undefined>> {
    const claims = { purpose: 'customer-order', orderId: victim.orderId };
    return {
      'no token': undefined,
      'an empty token': '',
      'a pass for another order': (await trackAs(t.app, attacker.orderId, attacker.email))
        .customerToken,
      'a pass signed with another secret': issueCustomerPass(victim.orderId, 'x'.repeat(48))
        .customerToken,
      'the right claims signed with the bare server secret': jwt.sign(claims, t.config.jwtSecret, {
        algorithm: 'HS256',
      }),
      'an unsigned token': jwt.sign(claims, '', { algorithm: 'none' }),
      'an expired pass': issueCustomerPass(
        victim.orderId,
        t.config.jwtSecret,
        new Date(Date.now() - 24 * 3600 * 1000),
      ).customerToken,
      'a staff session token': await login(t.app, 'admin@demo.test'),
      'a pass with a tampered order id': tamperedPass(),
    };
  }

  function tamperedPass(): string {
    const { customerToken } = issueCustomerPass(attacker.orderId, t.config.jwtSecret);
    const [header, payload, signature] = customerToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, orderId: victim.orderId })).toString(
      'base64url',
    );
    return [header, forged, signature].join('.');
  }

  function expectNothingOfTheVictim(body: string): void {
    const parsed = JSON.parse(body) as { status: number; data?: unknown };
    expect(parsed.status).toBe(0);
    expect(parsed.data).toBeUndefined();
    for (const secret of [
      victim.email,
      victim.givenNames,
      victim.familyName,
      victim.mobilePhone,
      file1,
      '%PDF',
    ]) {
      expect(body).not.toContain(secret);
    }
  }

  it('tracking with the order id alone or a wrong e-mail answers nothing of the order', async () => {
    for (const email of [undefined, '', attacker.email, victim.email.replace('@', '+x@')]) {
      const response = await postFront(t.app, API_ROUTES.trackOrder, {
        orderId: victim.orderId,
        ...(email === undefined ? {} : { email }),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectNothingOfTheVictim(response.body);
    }
  });

  it.each([
    ['downloadHistory', API_ROUTES.downloadHistory],
    ['downloadPassportDoc', API_ROUTES.downloadPassportDoc],
  ] as const)('%s refuses every token that is not a pass for the order', async (_key, route) => {
    const before = t.sql
      .prepare('select count(*) as n from download_history where order_id = ?')
      .get(victim.orderId) as { n: number };
    for (const [label, customerToken] of Object.entries(await forgedTokens())) {
      const response = await postFront(t.app, route, {
        orderId: victim.orderId,
        customername: `${victim.givenNames} ${victim.familyName}`,
        file1,
        ...(customerToken === undefined ? {} : { customerToken }),
      });
      expect({ label, status: response.statusCode }).toEqual({
        label,
        status: customerToken ? 401 : 400,
      });
      expectNothingOfTheVictim(response.body);
    }
    const after = t.sql
      .prepare('select count(*) as n from download_history where order_id = ?')
      .get(victim.orderId) as { n: number };
    expect(after.n).toBe(before.n);
  });

  it('a customer pass is no staff session', async () => {
    const { customerToken } = await trackAs(t.app, victim.orderId, victim.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/get-folder-count',
      headers: { authorization: customerToken },
    });
    expect(response.statusCode).toBe(401);
  });
});
