import bcrypt from 'bcryptjs';

/** bcrypt work factor: well under 100 ms per check on a current server core. */
const ROUNDS = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, ROUNDS);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

let unmatchableHash: Promise<string> | undefined;

/**
 * Compares against a hash no password matches. Used for unknown e-mails so a login
 * takes as long whether or not the account exists.
 */
export async function spendPasswordCheckTime(plain: string): Promise<void> {
  unmatchableHash ??= bcrypt.hash('the password of no account', ROUNDS);
  await bcrypt.compare(plain, await unmatchableHash);
}
