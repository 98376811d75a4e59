import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { MESSAGE_SESSION_EXPIRED } from '../../../src/lib/apiError';
import { MESSAGE_PASSWORD_CHANGED } from '../../../src/routes/settings/changePassword';
import { MESSAGE_PASSWORD_TOO_COMMON } from '../../../src/routes/settings/passwordRules';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';
import { auditEntries, idOf, staffRow } from './teamFixtures';

describe('POST /api/admin/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, body: object) =>
    callRouteUnchecked(t.app, API_ROUTES.changePassword, token, { body });

  it.each(['telecaller@demo.test', 'nightstaff@demo.test'])(
    'changes the own password of %s: the old one and every old session stop working',
    async (email) => {
      const token = await login(t.app, email);
      const other = await login(t.app, email);
      const response = await change(token, { newPassword: 'brand-new-1' });
      expect(response.json()).toEqual({ status: 1, message: MESSAGE_PASSWORD_CHANGED, data: null });
      for (const old of [token, other]) {
        expect((await callRoute(t.app, API_ROUTES.userInfo, old)).json()).toMatchObject({
          status: 0,
          message: MESSAGE_SESSION_EXPIRED,
        });
      }
      await expect(login(t.app, email)).rejects.toThrow();
      await expect(login(t.app, email, 'brand-new-1')).resolves.toEqual(expect.any(String));
      expect(staffRow(t, email)?.password_hash).not.toContain('brand-new-1');
      const entries = auditEntries(t, 'team.password').filter(
        (entry) => entry.entity_id === String(idOf(t, email)),
      );
      expect(entries).toEqual([
        expect.objectContaining({ entity: 'staff', from_value: null, to_value: null }),
      ]);
    },
  );

  it("changes only the caller's own password, whatever else the body names", async () => {
    const token = await login(t.app, 'team@demo.test');
    const response = await change(token, {
      newPassword: 'only-mine-1',
      tmId: idOf(t, 'admin@demo.test'),
      email: 'admin@demo.test',
    });
    expect(response.statusCode).toBe(200);
    await expect(login(t.app, 'admin@demo.test')).resolves.toEqual(expect.any(String));
    await expect(login(t.app, 'team@demo.test', 'only-mine-1')).resolves.toEqual(
      expect.any(String),
    );
  });

  it.each([
    ['no password', {}, MESSAGES.newPasswordRequired],
    ['an empty password', { newPassword: '' }, MESSAGES.newPasswordRequired],
    ['5 characters', { newPassword: '12345' }, MESSAGES.newPasswordMin],
    ['more than 72 bytes', { newPassword: 'x'.repeat(73) }, MESSAGES.passwordTooLong],
    ['a most common password', { newPassword: 'password1' }, MESSAGE_PASSWORD_TOO_COMMON],
    [
      'a most common password in capitals',
      { newPassword: 'QWERTY123' },
      MESSAGE_PASSWORD_TOO_COMMON,
    ],
  ])('refuses %s with 400 and keeps the password and session', async (_, body, message) => {
    const token = await login(t.app, 'manager@demo.test');
    const response = await change(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
    expect((await callRoute(t.app, API_ROUTES.userInfo, token)).statusCode).toBe(200);
    await expect(login(t.app, 'manager@demo.test')).resolves.toEqual(expect.any(String));
  });
});
