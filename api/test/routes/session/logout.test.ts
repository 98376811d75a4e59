import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGE_SESSION_EXPIRED } from '../../../src/lib/apiError';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute } from '../../helpers/callRoute';

describe('POST /api/admin/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userInfo = (token: string) => callRoute(t.app, API_ROUTES.userInfo, token);

  it('revokes every token of the member, and a new sign-in works again', async () => {
    const first = await login(t.app, 'admin@demo.test');
    const second = await login(t.app, 'admin@demo.test');
    const response = await callRoute(t.app, API_ROUTES.logout, first);
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
    await callRoute(t.app, API_ROUTES.logout, team);
    expect((await userInfo(manager)).statusCode).toBe(200);
  });
});
