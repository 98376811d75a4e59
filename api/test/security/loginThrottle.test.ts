import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations';
import type { Database } from '../../src/db/schema';
import { LoginFailureRepository } from '../../src/repositories/loginFailureRepository';
import { LoginThrottle, tooManyAttemptsMessage } from '../../src/security/loginThrottle';
import { makeTempDir } from '../helpers/testApp';

const MINUTE = 60_000;
const POLICY = {
  maxFailuresPerEmail: 3,
  maxFailuresPerIp: 5,
  windowSeconds: 600,
  lockSeconds: 1200,
};

describe('LoginThrottle', () => {
  let dir: string;
  let db: Kysely<Database>;
  let clock: number;
  let throttle: LoginThrottle;

  beforeEach(async () => {
    dir = makeTempDir();
    db = createDatabase(path.join(dir, 'portal.sqlite'));
    await migrateToLatest(db);
    clock = Date.parse('2025-06-30T09:00:00.000Z');
    throttle = new LoginThrottle(new LoginFailureRepository(db), POLICY, {
      onForgetError: (error) => {
        throw error;
      },
      now: () => new Date(clock),
    });
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One attempt `minutes` after the previous one: 'in', or the wait it answers (null: none). */
  async function tryAfter(minutes: number, email: string, ip: string, rightPassword: boolean) {
    clock += minutes * MINUTE;
    const result = await throttle.attempt(email, ip, () =>
      Promise.resolve(rightPassword ? 'member' : null),
    );
    return result.outcome === 'succeeded' ? 'in' : (result.wait?.seconds ?? null);
  }
  const failAfter = (minutes: number, email = 'a@demo.test', ip = '192.0.2.1') =>
    tryAfter(minutes, email, ip, false);

  it('locks for lockSeconds after the failure that fills the window', async () => {
    expect(await failAfter(0)).toBeNull();
    expect(await failAfter(1)).toBeNull();
    expect(await failAfter(1)).toBe(1200);
    expect(await failAfter(19)).toBe(60);
    expect(await failAfter(1)).toBeNull();
  });

  it('counts a failure exactly windowSeconds after the first as within the window', async () => {
    expect(await failAfter(0)).toBeNull();
    expect(await failAfter(5)).toBeNull();
    expect(await failAfter(5)).toBe(1200);
  });

  it('counts a failure from when its check ended: a slow check starts the lock later', async () => {
    const slowCheck = async () => {
      clock += MINUTE;
      return null;
    };
    await failAfter(0);
    await failAfter(0);
    const third = await throttle.attempt('a@demo.test', '192.0.2.1', slowCheck);
    expect(third).toEqual({ outcome: 'failed', wait: { seconds: 1200, scope: 'account' } });
  });

  it('rounds a wait up to the whole second, never telling less than is left', async () => {
    await failAfter(0);
    await failAfter(0);
    expect(await failAfter(0)).toBe(1200);
    clock += 600;
    expect(await failAfter(0)).toBe(1200);
  });

  it('names the account when its lock and the client lock end together', async () => {
    await failAfter(0, 'b@demo.test');
    await failAfter(0, 'c@demo.test');
    await failAfter(0);
    await failAfter(0);
    // The fifth failure from the client and the third of the pair: both locks end at once.
    expect(await throttle.attempt('a@demo.test', '192.0.2.1', async () => null)).toEqual({
      outcome: 'failed',
      wait: { seconds: 1200, scope: 'account' },
    });
  });

  it('does not lock failures spread wider than the window', async () => {
    for (let i = 0; i < 10; i += 1) expect(await failAfter(6)).toBeNull();
  });

  it('counts a check that threw as no failure, and passes on its error', async () => {
    const busy = new Error('the server is busy');
    for (let i = 0; i < POLICY.maxFailuresPerEmail + 1; i += 1) {
      await expect(
        throttle.attempt('a@demo.test', '192.0.2.1', () => Promise.reject(busy)),
      ).rejects.toBe(busy);
    }
    expect(await failAfter(0)).toBeNull();
    expect(await tryAfter(0, 'a@demo.test', '192.0.2.1', true)).toBe('in');
  });

  it('does not count attempts refused by a lock', async () => {
    await failAfter(0);
    await failAfter(0);
    await failAfter(0);
    for (let i = 0; i < 5; i += 1) await failAfter(1);
    clock += 15 * MINUTE;
    expect(await failAfter(0)).toBeNull();
  });

  it('locks a client after maxFailuresPerIp, over any e-mails', async () => {
    for (let i = 0; i < 4; i += 1) expect(await failAfter(0, `user${i}@demo.test`)).toBeNull();
    expect(await failAfter(0, 'user4@demo.test')).toBe(1200);
    expect(await failAfter(0, 'someone.else@demo.test', '192.0.2.2')).toBeNull();
  });

  it('slows an account failing from many clients, doubling the wait, but never a fresh client', async () => {
    expect(await failAfter(0, 'a@demo.test', '192.0.2.1')).toBeNull();
    expect(await failAfter(0, 'a@demo.test', '192.0.2.2')).toBeNull();
    expect(await failAfter(0, 'a@demo.test', '192.0.2.3')).toBe(1);
    // A client that failed waits; one that never did is checked (and then waits too).
    expect(await failAfter(0, 'a@demo.test', '192.0.2.1')).toBe(1);
    expect(await failAfter(0, 'a@demo.test', '192.0.2.4')).toBe(2);
    expect(await failAfter(0, 'a@demo.test', '192.0.2.5')).toBe(4);
    expect(await tryAfter(0, 'a@demo.test', '192.0.2.6', true)).toBe('in');
    expect(await tryAfter(0, 'a@demo.test', '192.0.2.1', true)).toBe(4);
    clock += 4000;
    expect(await tryAfter(0, 'a@demo.test', '192.0.2.1', true)).toBe('in');
  });

  it('never waits longer than lockSeconds for the slow-down', async () => {
    for (let client = 1; client <= 20; client += 1)
      await failAfter(0, 'a@demo.test', `192.0.2.${client}`);
    expect(await failAfter(0, 'a@demo.test', '192.0.2.1')).toBe(1200);
  });

  it('forgets the failures of an e-mail after a success, and old rows', async () => {
    await failAfter(0);
    expect(await tryAfter(0, 'a@demo.test', '192.0.2.1', true)).toBe('in');
    expect(await failAfter(0)).toBeNull();
    expect(await failAfter(0)).toBeNull();
    await failAfter(60, 'b@demo.test', '192.0.2.9');
    const rows = await db.selectFrom('login_failures').select('email').execute();
    expect(rows).toEqual([{ email: 'b@demo.test' }]);
  });

  /** An attempt whose password check runs until `answer` is called. */
  async function attemptHeld(email: string, ip: string) {
    let answer: (member: string | null) => void = () => undefined;
    let checking: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      checking = resolve;
    });
    const result = throttle.attempt(email, ip, () => {
      checking();
      return new Promise<string | null>((resolve) => {
        answer = resolve;
      });
    });
    await started;
    return { answer: (member: string | null) => answer(member), result };
  }

  it('leaves a later attempt of the pair counted when a success had no failure before it', async () => {
    const right = await attemptHeld('a@demo.test', '192.0.2.1');
    const wrong = await attemptHeld('a@demo.test', '192.0.2.1');
    right.answer('member');
    expect(await right.result).toMatchObject({ outcome: 'succeeded' });
    wrong.answer(null);
    expect(await wrong.result).toEqual({ outcome: 'failed', wait: null });
    // The wrong attempt's failure still counts: two more fill the window.
    expect(await failAfter(0)).toBeNull();
    expect(await failAfter(0)).toBe(1200);
  });

  it.each([
    [1, 'client', 'Too many failed sign-ins from your network. Try again in 1 second.'],
    [59, 'client', 'Too many failed sign-ins from your network. Try again in 59 seconds.'],
    [60, 'client', 'Too many failed sign-ins from your network. Try again in 1 minute.'],
    [61, 'client', 'Too many failed sign-ins from your network. Try again in 2 minutes.'],
    [
      900,
      'account',
      'Too many failed sign-ins for this account. Try again in 15 minutes, or ask an Admin to unlock it in Manage Team.',
    ],
  ] as const)('words %i seconds for the %s as %j', (seconds, scope, message) => {
    expect(tooManyAttemptsMessage({ seconds, scope })).toBe(message);
  });
});
