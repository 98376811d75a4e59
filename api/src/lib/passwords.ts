// Passwords as bcrypt hashes. The native binding runs each hash and check on libuv's thread
// pool, so the event loop answers other calls meanwhile; bcryptjs, in JavaScript, held it for
// the whole check (about 70 ms a sign-in: docs/benchmarks.md, "Password checks off the event
// loop").
import { hash, verify } from '@node-rs/bcrypt';
import { atMostAtOnce } from './atMostAtOnce';

/** bcrypt work factor: well under 100 ms per check on a current server core. */
const ROUNDS = 10;

/**
 * Two of the thread pool's four threads at most: file reads and writes, compression and
 * name lookups share the pool, and must not queue behind a burst of sign-ins.
 */
const inTurn = atMostAtOnce(2);

export function hashPassword(plain: string): Promise<string> {
  return inTurn(() => hash(plain, ROUNDS));
}

export function verifyPassword(plain: string, passwordHash: string): Promise<boolean> {
  return inTurn(() => verify(plain, passwordHash));
}

let unmatchableHash: Promise<string> | undefined;

/**
 * Compares against a hash no password matches. Used for unknown e-mails so a login
 * takes as long whether or not the account exists.
 */
export async function spendPasswordCheckTime(plain: string): Promise<void> {
  unmatchableHash ??= hashPassword('the password of no account');
  await verifyPassword(plain, await unmatchableHash);
}
