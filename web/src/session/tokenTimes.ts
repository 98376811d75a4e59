/** When a session token was issued and when it expires, in milliseconds since the epoch. */
export interface TokenTimes {
  issuedAt: number;
  expiresAt: number;
}

/**
 * Reads `iat` and `exp` from a token's payload, for the expiry warning only: the client
 * cannot check the signature and need not, the server checks every call. Null when the
 * token does not say.
 */
export function tokenTimes(token: string): TokenTimes | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    return { issuedAt: iat * 1000, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
}
