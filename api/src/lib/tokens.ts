import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isRole, type SessionUser } from '@portal/shared/entities/staff';

/**
 * What the session token carries: the user, the staff row's token_version at sign-in, and
 * when the member signed in (unix seconds), which a refreshed token keeps.
 */
export interface TokenPayload {
  user: SessionUser;
  tv: number;
  authTime: number;
}

/** The claims as written in the token; `auth_time` is the OpenID Connect name. */
interface TokenClaims {
  user: SessionUser;
  tv: number;
  auth_time: number;
}

const ALGORITHM = 'HS256';

export function signToken(payload: TokenPayload, secret: string, ttlSeconds: number): string {
  const claims: TokenClaims = { user: payload.user, tv: payload.tv, auth_time: payload.authTime };
  return jwt.sign(claims, secret, { algorithm: ALGORITHM, expiresIn: ttlSeconds });
}

/**
 * The secret as a key object, made once per secret. Given a string, jsonwebtoken first
 * tries it as a public key and builds a secret key only after that throws, on every
 * verify: that was the largest part of a guarded request's own time (docs/benchmarks.md).
 */
let secretKey: { secret: string; key: KeyObject } | null = null;

function keyOf(secret: string): KeyObject {
  if (secretKey?.secret !== secret) secretKey = { secret, key: createSecretKey(secret, 'utf8') };
  return secretKey.key;
}

/** The payload of a valid, unexpired HS256 token signed with `secret`; null for anything else. */
export function verifyToken(token: string, secret: string): TokenPayload | null {
  let decoded: unknown;
  try {
    // Only HS256: a token claiming 'none' or another algorithm is refused.
    decoded = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM] });
  } catch {
    return null;
  }
  if (!isTokenClaims(decoded)) return null;
  return { user: decoded.user, tv: decoded.tv, authTime: decoded.auth_time };
}

function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { user, tv, auth_time } = value as Partial<Record<keyof TokenClaims, unknown>>;
  if (typeof tv !== 'number' || !Number.isInteger(auth_time)) return false;
  if (typeof user !== 'object' || user === null) return false;
  const { id, name, email, type } = user as Partial<Record<keyof SessionUser, unknown>>;
  return (
    Number.isInteger(id) && typeof name === 'string' && typeof email === 'string' && isRole(type)
  );
}

/** The token of an Authorization header: the bare value, or the value after 'Bearer '. */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  return bearer?.[1] ?? value;
}
