import type { SessionUser } from '@portal/shared/entities/staff';
import { sessionStore } from '../../src/session/sessionStore';
import { writeStoredSession } from '../../src/session/storedSession';

export const ALICE: SessionUser = {
  id: 1,
  name: 'Alice Admin',
  email: 'admin@demo.test',
  type: 'Admin',
};
export const TOM: SessionUser = { id: 4, name: 'Tom Team', email: 'team@demo.test', type: 'Team' };

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A token shaped like the server's (the client never checks the signature). */
export function fakeToken(issuedAt: number, expiresAt: number, user: SessionUser = ALICE): string {
  const claims = {
    user,
    tv: 0,
    auth_time: issuedAt / 1000,
    iat: issuedAt / 1000,
    exp: expiresAt / 1000,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

/** Signs `user` in, as a stored session and in the store, with a token of the given times. */
export function signedIn(issuedAt: number, expiresAt: number, user: SessionUser = ALICE): string {
  const accessToken = fakeToken(issuedAt, expiresAt, user);
  writeStoredSession({ accessToken, user });
  sessionStore.setState({ isAuth: true, user, issuedAt, expiresAt });
  return accessToken;
}
