import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGE_SESSION_EXPIRED } from '../../../src/lib/apiError';
import { apiPath, createTestApp, login, type TestApp } from '../../helpers/testApp';

describe('POST /api/admin/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userInfo = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: apiPath(API_ROUTES.userInfo),
      headers: { authorization: token },
    });

  it('revokes every token of the member, and a new sign-in works again', async () => {
    const first = await login(t.app, 'admin@demo.test');
    const second = await login(t.app, 'admin@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.logout),
      headers: { authorization: first },
    });
    expect(response.json()).toEqual({ status: 1, message: expect.any(String), data: null });

    for (const token of [first, second]) {
      const after = await userInfo(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ status: 0, message: MESSAGE_SESSION_EXPIRED });
    }
    expect((await userInfo(await login(t.app, 'admin@demo.test'))).statusCode).toBe(200);
  });

  it('leaves the sessions of other members alone', async () => {
    const manager = await login(t.app, 'manager@demo.test');
    const team = await login(t.app, 'team@demo.test');
    await t.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.logout),
      headers: { authorization: team },
    });
    expect((await userInfo(manager)).statusCode).toBe(200);
  });
});
