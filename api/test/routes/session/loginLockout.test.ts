import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { migrateToLatest } from '../../../src/db/migrations';
import { seedDemoData } from '../../../src/db/seed/seedDemoData';
import { MESSAGE_LOGIN_FAILED } from '../../../src/routes/session/adminLogin';
import { apiPath, createTestApp, makeTempDir, type TestApp } from '../../helpers/testApp';

// Every wrong password costs a bcrypt check, on a machine other suites share.
jest.setTimeout(60_000);

const accountHeld = (wait: string) => ({
  status: 0,
  message: `Too many failed sign-ins for this account. Try again in ${wait}, or ask an Admin to unlock it in Manage Team.`,
});
const LOCKED_15 = accountHeld('15 minutes');
const FAILED = { status: 0, message: MESSAGE_LOGIN_FAILED };

function signIn(app: FastifyInstance, email: string, password: string, ip = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: apiPath(API_ROUTES.adminLogin),
    payload: { email, password },
    remoteAddress: ip,
  });
}

async function failTimes(app: FastifyInstance, times: number, email: string, ip?: string) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await signIn(app, email, 'wrong-password', ip));
  return answers.map((answer) => ({ status: answer.statusCode, body: answer.json<unknown>() }));
}

describe('login lockout (ASVS 2.2.1)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it.each([
    ['an account', 'admin@demo.test'],
    ['an unknown e-mail', 'nobody@demo.test'],
  ])('locks %s for 15 minutes on the 5th failure, with one answer for both', async (_, email) => {
    const answers = await failTimes(t.app, 5, email);
    expect(answers.slice(0, 4)).toMatchObject(Array(4).fill({ status: 401, body: FAILED }));
    expect(answers[4]).toMatchObject({ status: 429, body: LOCKED_15 });

    // The right password (demo1234) changes nothing while locked: the lock tells nothing.
    const locked = await signIn(t.app, email, 'demo1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject(LOCKED_15);
    expect(locked.headers['retry-after']).toBe('900');
  });

  it('counts per e-mail, whatever its case and the spaces around it', async () => {
    // Spaces must not make a fresh count: the lookup ignores them too.
    await failTimes(t.app, 4, ' Manager@Demo.test ');
    expect((await signIn(t.app, 'admin@demo.test', 'demo1234')).statusCode).toBe(200);
    const fifth = await signIn(t.app, 'manager@demo.test', 'wrong-password');
    expect(fifth.statusCode).toBe(429);
  });

  it('forgets the failures of an e-mail once its password is right', async () => {
    await failTimes(t.app, 4, 'team@demo.test');
    expect((await signIn(t.app, 'team@demo.test', 'demo1234')).statusCode).toBe(200);
    const again = await failTimes(t.app, 4, 'team@demo.test');
    expect(again.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  /** The failures so far all moved back in time (they were all made just now). */
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  it('lets the member in again once the lock is over', async () => {
    await failTimes(t.app, 5, 'telecaller@demo.test');
    expect((await signIn(t.app, 'telecaller@demo.test', 'demo1234')).statusCode).toBe(429);
    // 16 minutes later: the failures are older than the lock.
    t.sql.prepare('update login_failures set at = ?').run(minutesAgo(16));
    expect((await signIn(t.app, 'telecaller@demo.test', 'demo1234')).statusCode).toBe(200);
  });

  it('tells how many minutes are left', async () => {
    await failTimes(t.app, 5, 'admin@demo.test');
    t.sql.prepare('update login_failures set at = ?').run(minutesAgo(14));
    const answer = await signIn(t.app, 'admin@demo.test', 'demo1234');
    expect(answer.json()).toMatchObject(accountHeld('1 minute'));
  });

  it('limits one client trying many e-mails (20 failures), not other clients', async () => {
    const answers = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push((await signIn(t.app, `guess${i}@demo.test`, 'demo1234')).statusCode);
    }
    expect(answers.slice(0, 19)).toEqual(Array(19).fill(401));
    expect(answers[19]).toBe(429);
    const sameClient = await signIn(t.app, 'admin@demo.test', 'demo1234');
    expect(sameClient.statusCode).toBe(429);
    expect(sameClient.json()).toMatchObject({
      status: 0,
      message: 'Too many failed sign-ins from your network. Try again in 15 minutes.',
    });
    const otherClient = await signIn(t.app, 'admin@demo.test', 'demo1234', '198.51.100.20');
    expect(otherClient.statusCode).toBe(200);
  });

  it("does not let an attacker's failures from one client stop the member on another", async () => {
    const attacker = await failTimes(t.app, 12, 'admin@demo.test', '203.0.113.66');
    expect(attacker.slice(4).every((answer) => answer.status === 429)).toBe(true);
    const member = await signIn(t.app, 'admin@demo.test', 'demo1234', '198.51.100.20');
    expect(member.statusCode).toBe(200);
  });

  it('still throttles a brute force spread over many clients, with growing delays', async () => {
    // Ten clients, three guesses each, one after the other.
    const statuses: number[][] = [];
    for (let client = 1; client <= 10; client += 1) {
      statuses.push(
        (await failTimes(t.app, 3, 'manager@demo.test', `192.0.2.${client}`)).map(
          (answer) => answer.status,
        ),
      );
    }
    // From the account's 5th failure on, a client that has failed must wait: each new client
    // gets its first guess checked (and told to wait), and no more.
    expect(statuses).toEqual([[401, 401, 401], [401, 429, 429], ...Array(8).fill([429, 429, 429])]);
    const { checked } = t.sql
      .prepare("select count(*) as checked from login_failures where email = 'manager@demo.test'")
      .get() as { checked: number };
    expect(checked).toBe(3 + 2 + 8);
    const held = await signIn(t.app, 'manager@demo.test', 'demo1234', '192.0.2.1');
    expect(held.statusCode).toBe(429);
    // 13 failures: the wait after the latest has doubled up to 2^8 seconds.
    expect(held.headers['retry-after']).toBe('256');
    expect(held.json()).toMatchObject(accountHeld('5 minutes'));
    // The member, on a client that never failed, is let in.
    const member = await signIn(t.app, 'manager@demo.test', 'demo1234', '198.51.100.20');
    expect(member.statusCode).toBe(200);
  });

  it('checks at most 5 passwords when 30 attempts arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(t.app, 'manager@demo.test', 'wrong-password')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const { n } = t.sql
      .prepare("select count(*) as n from login_failures where email = 'manager@demo.test'")
      .get() as { n: number };
    expect(n).toBeLessThanOrEqual(5);
  });
});

describe('login lockout settings', () => {
  it('follows LOGIN_MAX_FAILURES and LOGIN_LOCK_DURATION', async () => {
    const t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '2', LOGIN_LOCK_DURATION: '1h' } });
    try {
      const answers = await failTimes(t.app, 2, 'admin@demo.test');
      expect(answers.map((answer) => answer.status)).toEqual([401, 429]);
      expect(answers[1]?.body).toMatchObject(accountHeld('60 minutes'));
    } finally {
      await t.close();
    }
  });

  it('keeps a lock through a restart', async () => {
    const dataDir = makeTempDir();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      const first = await buildApp(config);
      await migrateToLatest(first.db);
      await seedDemoData(first.db, { orders: 0 });
      await failTimes(first, 5, 'admin@demo.test');
      await first.close();

      const second = await buildApp(config);
      await migrateToLatest(second.db);
      const answer = await signIn(second, 'admin@demo.test', 'demo1234');
      await second.close();
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject(LOCKED_15);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
