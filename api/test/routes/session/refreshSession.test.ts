import jwt from 'jsonwebtoken';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { SessionUser } from '@portal/shared/entities/staff';
import { MESSAGE_SESSION_EXPIRED } from '../../../src/lib/apiError';
import { signToken } from '../../../src/lib/tokens';
import { apiPath, createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute } from '../../helpers/callRoute';

interface Claims {
  user: SessionUser;
  tv: number;
  auth_time: number;
  iat: number;
  exp: number;
}

const HOUR = 3600;
const unixNow = () => Math.floor(Date.now() / 1000);

describe('POST /api/admin/refresh-session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const claimsOf = (token: string) => jwt.decode(token) as Claims;
  const post = (route: { path: string; method: string }, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPath(route),
      headers: token === undefined ? {} : { authorization: token },
    });
  const refresh = (token?: string) => post(API_ROUTES.refreshSession, token);
  const userInfoStatus = async (token: string) =>
    (await callRoute(t.app, API_ROUTES.userInfo, token)).statusCode;

  it('signs in for 30 minutes by default (JWT_TTL)', async () => {
    const before = unixNow();
    const claims = claimsOf(await login(t.app, 'admin@demo.test'));
    expect(claims.exp - claims.iat).toBe(30 * 60);
    // Signed in during the call, however long it took.
    expect(claims.auth_time).toBeGreaterThanOrEqual(before);
    expect(claims.auth_time).toBeLessThanOrEqual(unixNow());
  });

  it('answers a fresh working token of the same session', async () => {
    const old = await login(t.app, 'manager@demo.test');
    // Pretend the session started 10 minutes ago, so the fresh token must live longer.
    const before = { ...claimsOf(old), auth_time: unixNow() - 600 };
    const aged = signToken(
      { user: before.user, tv: before.tv, authTime: before.auth_time },
      t.config.jwtSecret,
      60,
    );
    const response = await refresh(aged);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: number; data: { jwtToken: string; data: SessionUser } }>();
    expect(body).toMatchObject({ status: 1, data: { data: before.user } });
    const fresh = claimsOf(body.data.jwtToken);
    expect(fresh).toMatchObject({ user: before.user, tv: before.tv, auth_time: before.auth_time });
    expect(fresh.exp - fresh.iat).toBe(30 * 60);
    expect(await userInfoStatus(body.data.jwtToken)).toBe(200);
  });

  it('keeps the token version: logout ends the refreshed token too', async () => {
    const old = await login(t.app, 'team@demo.test');
    const fresh = (await refresh(old)).json<{ data: { jwtToken: string } }>().data.jwtToken;
    expect((await post(API_ROUTES.logout, old)).statusCode).toBe(200);
    expect(await userInfoStatus(fresh)).toBe(401);
  });

  it('cannot revive a revoked token', async () => {
    const token = await login(t.app, 'telecaller@demo.test');
    await post(API_ROUTES.logout, token);
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_SESSION_EXPIRED });
  });

  it('never lets a session outlive SESSION_MAX_AGE (12 hours) after its sign-in', async () => {
    const { user, tv } = claimsOf(await login(t.app, 'nightstaff@demo.test'));
    const nearly = signToken(
      { user, tv, authTime: unixNow() - 12 * HOUR + 300 },
      t.config.jwtSecret,
      60,
    );
    const last = claimsOf(
      (await refresh(nearly)).json<{ data: { jwtToken: string } }>().data.jwtToken,
    );
    expect(last.exp).toBe(last.auth_time + 12 * HOUR);

    const over = signToken({ user, tv, authTime: unixNow() - 12 * HOUR }, t.config.jwtSecret, 60);
    const response = await refresh(over);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_SESSION_EXPIRED });
  });

  it('needs a session', async () => {
    expect((await refresh()).statusCode).toBe(401);
  });
});
