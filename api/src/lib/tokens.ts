import jwt from 'jsonwebtoken';
import { isRole, type SessionUser } from '@portal/shared/entities/staff';

/** What the session token carries: the user, and the staff row's token_version at sign-in. */
export interface TokenPayload {
  user: SessionUser;
  tv: number;
}

const ALGORITHM = 'HS256';

export function signToken(payload: TokenPayload, secret: string, ttlSeconds: number): string {
  return jwt.sign(payload, secret, { algorithm: ALGORITHM, expiresIn: ttlSeconds });
}

/** The payload of a valid, unexpired HS256 token signed with `secret`; null for anything else. */
export function verifyToken(token: string, secret: string): TokenPayload | null {
  let decoded: unknown;
  try {
    // Only HS256: a token claiming 'none' or another algorithm is refused.
    decoded = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
  } catch {
    return null;
  }
  return isTokenPayload(decoded) ? { user: decoded.user, tv: decoded.tv } : null;
}

function isTokenPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { user, tv } = value as Partial<Record<keyof TokenPayload, unknown>>;
  if (typeof tv !== 'number' || typeof user !== 'object' || user === null) return false;
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
