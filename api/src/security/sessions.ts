import type { Kysely } from 'kysely';
import type { SessionUser } from '@portal/shared/entities/staff';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { signToken } from '../lib/tokens';
import { StaffRepository } from '../repositories/staffRepository';

export type SessionConfig = Pick<AppConfig, 'jwtSecret' | 'jwtTtlSeconds' | 'sessionMaxAgeSeconds'>;

export interface SessionGrant {
  user: SessionUser;
  /** The staff row's token_version: revoking sessions raises it. */
  tokenVersion: number;
  /** Unix seconds of the sign-in this session comes from. */
  authTime: number;
}

/** The token of a new sign-in: valid for the idle limit, JWT_TTL. */
export function startSession(
  config: SessionConfig,
  member: Omit<SessionGrant, 'authTime'>,
  now: Date = new Date(),
): string {
  const authTime = Math.floor(now.getTime() / 1000);
  return signToken(
    { user: member.user, tv: member.tokenVersion, authTime },
    config.jwtSecret,
    config.jwtTtlSeconds,
  );
}

/**
 * A fresh token for a running session: again valid for JWT_TTL, but never past
 * SESSION_MAX_AGE after the sign-in. Null once that limit is reached: sign in again.
 */
export function extendSession(
  config: SessionConfig,
  grant: SessionGrant,
  now: Date = new Date(),
): string | null {
  const untilMaxAge =
    grant.authTime + config.sessionMaxAgeSeconds - Math.floor(now.getTime() / 1000);
  const ttl = Math.min(config.jwtTtlSeconds, untilMaxAge);
  if (ttl <= 0) return null;
  return signToken(
    { user: grant.user, tv: grant.tokenVersion, authTime: grant.authTime },
    config.jwtSecret,
    ttl,
  );
}

/**
 * Ends every session of a staff member at once (logout, password change, role change,
 * deletion): tokens carry the token_version they were issued under, and the auth guard
 * refuses any that no longer matches. Pass the transaction of the change that causes it.
 */
export async function revokeSessions(db: Kysely<Database>, staffId: number): Promise<void> {
  await new StaffRepository(db).bumpTokenVersion(staffId);
}
