import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute } from '../../helpers/callRoute';

describe('GET /api/user_info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the signed-in member', async () => {
    const token = await login(t.app, 'telecaller@demo.test');
    const response = await callRoute(t.app, API_ROUTES.userInfo, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      message: expect.any(String),
      data: {
        id: expect.any(Number),
        name: 'Tina Telecaller',
        email: 'telecaller@demo.test',
        type: 'Telecaller',
      },
    });
  });

  it('shows a renamed member under the new name without a new sign-in', async () => {
    const token = await login(t.app, 'nightstaff@demo.test');
    t.sql
      .prepare("update staff set name = 'Nina Nightingale' where email = 'nightstaff@demo.test'")
      .run();
    const response = await callRoute(t.app, API_ROUTES.userInfo, token);
    expect(response.json().data.name).toBe('Nina Nightingale');
  });
});
