import { performance } from 'node:perf_hooks';
import {
  hashPassword,
  spendPasswordCheckTime,
  UNMATCHABLE_HASH,
  verifyPassword,
} from '../../src/lib/passwords';

/** Hashes of 'demo1234' that bcryptjs made, as databases from before the native binding hold. */
const BCRYPTJS_HASHES = {
  $2b$: '$2b$10$HELF.rBHWEhxFtYzdWrL/OGpunLf64cYefGvJHhwE8794hADrfzpy',
  $2a$: '$2a$10$Q6YllnBduWoEXvYsAnD1RuzU.t7HSZiwvx61eiTrOlGRO3Sv4H02e',
};

/**
 * A check that holds the event loop keeps it busy for the whole check; one on another thread
 * leaves it idle, waiting for the answer, for nearly all of it. A share of the check's own
 * time, not a count of turns or a time: the machine's load stretches the check and the
 * loop's idle wait alike.
 */
const MAX_BUSY_SHARE = 0.5;

/**
 * Checks measured, of which the least busy counts. Other work of the test process (a garbage
 * collection, a file's leftovers) can keep the loop busy through one check (0.93 once, on a
 * loaded CI machine), never through a check it holds itself: that one is busy in every try.
 */
const CHECKS_MEASURED = 5;

/** The least share, over CHECKS_MEASURED calls, of `work`'s time that the loop was busy. */
async function leastLoopBusyShareDuring(work: () => Promise<unknown>): Promise<number> {
  const shares: number[] = [];
  for (let check = 0; check < CHECKS_MEASURED; check += 1) {
    const before = performance.eventLoopUtilization();
    await work();
    shares.push(performance.eventLoopUtilization(before).utilization);
  }
  return Math.min(...shares);
}

describe('passwords', () => {
  it('knows the password a hash was made of, and no other', async () => {
    const hash = await hashPassword('a long passphrase');
    expect(await verifyPassword('a long passphrase', hash)).toBe(true);
    expect(await verifyPassword('a long passphrasf', hash)).toBe(false);
  });

  it('refuses a password that only starts with the one a hash was made of', async () => {
    // 72 bytes, as long as a password may be: bcrypt would read no further.
    const longest = 'é'.repeat(36);
    const hash = await hashPassword(longest);
    expect(await verifyPassword(longest, hash)).toBe(true);
    expect(await verifyPassword(`${longest}x`, hash)).toBe(false);
  });

  it.each(Object.entries(BCRYPTJS_HASHES))(
    'reads a %s hash that bcryptjs made',
    async (_, hash) => {
      expect(await verifyPassword('demo1234', hash)).toBe(true);
      expect(await verifyPassword('demo12345', hash)).toBe(false);
    },
  );

  it('lets the event loop go on while it checks a password', async () => {
    const hash = await hashPassword('demo1234');
    expect(await leastLoopBusyShareDuring(() => verifyPassword('demo1234', hash))).toBeLessThan(
      MAX_BUSY_SHARE,
    );
    expect(await leastLoopBusyShareDuring(() => spendPasswordCheckTime('demo1234'))).toBeLessThan(
      MAX_BUSY_SHARE,
    );
  });

  it('spends an unknown e-mail a check at the cost of a real one, which no password passes', async () => {
    const cost = (hash: string) => hash.split('$')[2];
    expect(cost(UNMATCHABLE_HASH)).toBe(cost(await hashPassword('demo1234')));
    expect(await verifyPassword('the password of no account', UNMATCHABLE_HASH)).toBe(false);
  });
});
