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
    throttle = new LoginThrottle(new LoginFailureRepository(db), POLICY, () => new Date(clock));
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One failed attempt `minutes` after the previous one: the lock it answers, if any. */
  async function failAfter(minutes: number, email = 'a@demo.test', ip = '192.0.2.1') {
    clock += minutes * MINUTE;
    const gate = await throttle.begin(email, ip);
    if (!gate.allowed) return gate.retryAfterSeconds;
    return throttle.failed(email, ip);
  }

  it('locks for lockSeconds after the failure that fills the window', async () => {
    expect(await failAfter(0)).toBeNull();
    expect(await failAfter(1)).toBeNull();
    expect(await failAfter(1)).toBe(1200);
    expect(await failAfter(19)).toBe(60);
    expect(await failAfter(1)).toBeNull();
  });

  it('does not lock failures spread wider than the window', async () => {
    for (let i = 0; i < 10; i += 1) expect(await failAfter(6)).toBeNull();
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

  it('forgets the failures of an e-mail after a success, and old rows', async () => {
    await failAfter(0);
    await failAfter(0);
    await throttle.succeeded('a@demo.test');
    expect(await failAfter(0)).toBeNull();
    expect(await failAfter(0)).toBeNull();
    clock += 60 * MINUTE;
    await throttle.begin('b@demo.test', '192.0.2.9');
    const rows = await db.selectFrom('login_failures').select('email').execute();
    expect(rows).toEqual([{ email: 'b@demo.test' }]);
  });

  it.each([
    [1, 'Too many attempts. Try again in 1 minute.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [900, 'Too many attempts. Try again in 15 minutes.'],
  ])('words %i seconds as %j', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });
});
