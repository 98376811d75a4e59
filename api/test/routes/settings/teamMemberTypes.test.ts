import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute } from '../../helpers/callRoute';

describe('GET /api/admin/get-team-member-type', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers an Admin every type', async () => {
    const response = await callRoute(
      t.app,
      API_ROUTES.teamMemberTypes,
      await login(t.app, 'admin@demo.test'),
    );
    expect(response.json()).toEqual({
      status: 1,
      message: expect.any(String),
      data: ['Admin', 'Manager', 'Telecaller', 'Team', 'Night Staff'],
    });
  });

  it('offers a Manager every type but Admin', async () => {
    const response = await callRoute(
      t.app,
      API_ROUTES.teamMemberTypes,
      await login(t.app, 'manager@demo.test'),
    );
    expect(response.json().data).toEqual(['Manager', 'Telecaller', 'Team', 'Night Staff']);
  });
});
