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
 * Tokens a member's calls send again and again, held once verified: the same token comes with
 * every call until it is refreshed, and verifying it again (decoding, parsing and checking
 * its signature) was a tenth of a guarded call's own time (docs/benchmarks.md). Only valid
 * tokens are held, each until its expiry, and at most this many, the oldest dropped first.
 */
export const VERIFIED_TOKENS_HELD = 1_000;

interface VerifiedToken {
  payload: Readonly<TokenPayload>;
  /** The token's `exp`, in unix seconds; Infinity for a token that names none, as jsonwebtoken. */
  expiresAt: number;
}

/**
 * The secret as a key object, and the tokens verified with it, made once per secret. Given a
 * string, jsonwebtoken first tries it as a public key and builds a secret key only after that
 * throws, on every verify: that was the largest part of a guarded call's own time.
 */
let signing: { secret: string; key: KeyObject; verified: Map<string, VerifiedToken> } | null = null;

function signingWith(secret: string): NonNullable<typeof signing> {
  if (signing?.secret !== secret) {
    signing = { secret, key: createSecretKey(secret, 'utf8'), verified: new Map() };
  }
  return signing;
}

/** jsonwebtoken's own test: a token is expired from the second its `exp` names. */
function hasExpired(expiresAt: number): boolean {
  return Math.floor(Date.now() / 1000) >= expiresAt;
}

/** The payload of a valid, unexpired HS256 token signed with `secret`; null for anything else. */
export function verifyToken(token: string, secret: string): Readonly<TokenPayload> | null {
  const { key, verified } = signingWith(secret);
  const known = verified.get(token);
  if (known) {
    if (!hasExpired(known.expiresAt)) return known.payload;
    verified.delete(token);
    return null;
  }
  let decoded: unknown;
  try {
    // Only HS256: a token claiming 'none' or another algorithm is refused.
    decoded = jwt.verify(token, key, { algorithms: [ALGORITHM] });
  } catch {
    return null;
  }
  if (!isTokenClaims(decoded)) return null;
  const payload = Object.freeze({
    user: Object.freeze({ ...decoded.user }),
    tv: decoded.tv,
    authTime: decoded.auth_time,
  });
  if (verified.size >= VERIFIED_TOKENS_HELD) verified.delete(verified.keys().next().value!);
  const { exp } = decoded as { exp?: number };
  verified.set(token, { payload, expiresAt: exp ?? Infinity });
  return payload;
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
