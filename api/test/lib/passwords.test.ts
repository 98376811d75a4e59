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
 * A check that holds the event loop lets it turn once or twice; one on another thread lets it
 * turn for as long as the check takes, thousands of times. A count, not a time: the machine's
 * load stretches both alike.
 */
const MIN_TURNS_MEANWHILE = 100;

/** How many turns the event loop makes until `work` has answered. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let answered = false;
  void work.finally(() => (answered = true));
  let turns = 0;
  while (!answered) {
    await new Promise((resolve) => setImmediate(resolve));
    turns += 1;
  }
  await work;
  return turns;
}

describe('passwords', () => {
  it('knows the password a hash was made of, and no other', async () => {
    const hash = await hashPassword('a long passphrase');
    expect(await verifyPassword('a long passphrase', hash)).toBe(true);
    expect(await verifyPassword('a long passphrasf', hash)).toBe(false);
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
    expect(await turnsDuring(verifyPassword('demo1234', hash))).toBeGreaterThanOrEqual(
      MIN_TURNS_MEANWHILE,
    );
    expect(await turnsDuring(spendPasswordCheckTime('demo1234'))).toBeGreaterThanOrEqual(
      MIN_TURNS_MEANWHILE,
    );
  });

  it('spends an unknown e-mail a check at the cost of a real one, which no password passes', async () => {
    const cost = (hash: string) => hash.split('$')[2];
    expect(cost(UNMATCHABLE_HASH)).toBe(cost(await hashPassword('demo1234')));
    expect(await verifyPassword('the password of no account', UNMATCHABLE_HASH)).toBe(false);
  });
});
