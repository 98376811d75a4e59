// Passwords as bcrypt hashes. The native binding runs each hash and check on libuv's thread
// pool, so the event loop answers other calls meanwhile; bcryptjs, in JavaScript, held it for
// the whole check (about 70 ms a sign-in: docs/benchmarks.md, "Password checks off the event
// loop").
import { hash, verify } from '@node-rs/bcrypt';
import { FIELD_LENGTHS } from '@portal/shared/validation/ruleChecks';
import { ApiError } from './apiError';
import { atMostAtOnce } from './atMostAtOnce';

/** bcrypt work factor: well under 100 ms per check on a current server core. */
const ROUNDS = 10;

/** What a hash or check beyond the waiting line is answered (503, with Retry-After). */
export const MESSAGE_PASSWORD_CHECKS_BUSY =
  'The server is busy with other sign-ins. Please try again in a few seconds.';

/** A hash or check refused because too many were already waiting their turn. */
export class PasswordChecksBusyError extends ApiError {
  constructor() {
    super(503, MESSAGE_PASSWORD_CHECKS_BUSY);
  }
}

/**
 * Two of the thread pool's four threads at most: file reads and writes, compression and
 * name lookups share the pool, and must not queue behind a burst of sign-ins. Sixty waiting
 * is about two seconds of checks (some 30 a second); a sign-in beyond that would wait longer
 * than one worth trying again, and a flood would hold every waiting request's memory.
 */
const inTurn = atMostAtOnce(2, { maxWaiting: 60, whenFull: () => new PasswordChecksBusyError() });

/** Hashes and checks waiting their turn now on this instance. */
export const passwordChecksWaiting = (): number => inTurn.waiting();

export function hashPassword(plain: string): Promise<string> {
  return inTurn(() => hash(plain, ROUNDS));
}

/**
 * bcrypt reads only a password's first 72 bytes, so a longer one would match the password
 * it starts with. No password is kept longer (routes/settings/passwordRules), so a longer
 * one matches none; it is still checked, to take as long as any other.
 */
export async function verifyPassword(plain: string, passwordHash: string): Promise<boolean> {
  const matches = await inTurn(() => verify(plain, passwordHash));
  return matches && Buffer.byteLength(plain, 'utf8') <= FIELD_LENGTHS.password;
}

/**
 * The bcrypt hash, at ROUNDS, of random bytes nobody kept: no password matches it. A
 * constant, so nothing made at run time can fail and stay failed.
 */
export const UNMATCHABLE_HASH = '$2b$10$ncktUqWxlCEJCBFhNZuhU.6PC5qqWCCoeo.MadZuNADSugOU7QuAG';

/**
 * Compares against a hash no password matches. Used for unknown e-mails so a login
 * takes as long whether or not the account exists.
 */
export async function spendPasswordCheckTime(plain: string): Promise<void> {
  await verifyPassword(plain, UNMATCHABLE_HASH);
}
