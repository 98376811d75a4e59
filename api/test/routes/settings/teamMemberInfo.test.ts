import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import {
  MESSAGE_ADMIN_ONLY,
  MESSAGE_MEMBER_NOT_FOUND,
} from '../../../src/routes/settings/teamRules';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRouteUnchecked } from '../../helpers/callRoute';
import { idOf } from './teamFixtures';

describe('GET /api/admin/team-member-info/:id', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  const info = (token: string, id: number | string) =>
    callRouteUnchecked(t.app, API_ROUTES.teamMemberInfo, token, { params: { id } });

  it('gives the member for the edit form, without the password', async () => {
    const id = idOf(t, 'telecaller@demo.test');
    const response = await info(admin, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id,
      name: 'Tina Telecaller',
      email: 'telecaller@demo.test',
      type: 'Telecaller',
      memberRole: 'Telecaller',
      version: 1,
    });
  });

  it('answers 404 for an unknown or deleted member', async () => {
    expect((await info(admin, 99999)).json()).toMatchObject({
      status: 0,
      message: MESSAGE_MEMBER_NOT_FOUND,
    });
    const id = idOf(t, 'nightstaff@demo.test');
    t.sql.prepare("update staff set deleted_at = '2025-01-01T00:00:00.000Z' where id = ?").run(id);
    expect((await info(admin, id)).statusCode).toBe(404);
  });

  it('refuses a malformed id with 400', async () => {
    const response = await info(admin, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(0);
  });

  it('does not hand an Admin to a Manager for editing', async () => {
    const manager = await login(t.app, 'manager@demo.test');
    const response = await info(manager, idOf(t, 'admin@demo.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_ADMIN_ONLY });
    expect((await info(manager, idOf(t, 'team@demo.test'))).statusCode).toBe(200);
  });
});
