import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGE_PASSWORD_CHECKS_BUSY } from '../../../src/lib/passwords';
import { sampleValue } from '../../helpers/prometheusText';
import { apiPath, createTestApp, type TestApp } from '../../helpers/testApp';

// Sixty-two bcrypt checks, two at a time, on a machine other suites share.
jest.setTimeout(60_000);

/** Far more sign-ins than the waiting line of password checks holds (sixty, and two running). */
const FLOOD = 150;

describe('a flood of sign-ins from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (n: number, email = 'admin@demo.test', network = '10.1.0') =>
    t.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.adminLogin),
      payload: { email, password: 'demo1234' },
      // One address each: the login throttle holds one client's many attempts before they
      // reach a password check (loginLockout.test.ts).
      remoteAddress: `${network}.${n + 1}`,
    });

  it('lets in those the line holds, refuses the rest with 503 and Retry-After, and counts it as no failure', async () => {
    const busyBefore = await busyCount();
    const answers = await Promise.all(Array.from({ length: FLOOD }, (_, n) => signIn(n)));

    const refused = answers.filter((answer) => answer.statusCode === 503);
    const letIn = answers.filter((answer) => answer.statusCode === 200);
    expect(letIn.length + refused.length).toBe(FLOOD);
    // Every refusal found sixty waiting and two running, so at least that many got in.
    expect(letIn.length).toBeGreaterThanOrEqual(62);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toMatchObject({ status: 0, message: MESSAGE_PASSWORD_CHECKS_BUSY });
    }
    expect(await busyCount()).toBe(busyBefore + refused.length);

    // A refusal was no failure: nothing is left to hold anyone, and the member gets in.
    const { n } = t.sql.prepare('select count(*) as n from login_failures').get() as { n: number };
    expect(Number(n)).toBe(0);
    expect((await signIn(0)).statusCode).toBe(200);
  });

  it('puts an unknown e-mail in the same line: its dummy check takes a turn as a real one does', async () => {
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, (_, n) => signIn(n, 'nobody@demo.test', '10.2.0')),
    );
    // Each went to a password check, so those beyond the line were refused as busy.
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
  });

  async function busyCount(): Promise<number> {
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics' });
    return sampleValue(scrape.body, 'portal_sign_in_busy_total') ?? 0;
  }
});
