import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { revokeSessions } from '../../src/security/sessions';
import { createTestApp, login, type TestApp } from '../helpers/testApp';
import { callRoute } from '../helpers/callRoute';

describe('revokeSessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const idOf = (email: string) =>
    (t.sql.prepare('select id from staff where email = ?').get(email) as { id: number }).id;
  const userInfoStatus = async (token: string) =>
    (await callRoute(t.app, API_ROUTES.userInfo, token)).statusCode;

  it('ends every session of the member and no one else', async () => {
    const first = await login(t.app, 'team@demo.test');
    const second = await login(t.app, 'team@demo.test');
    const other = await login(t.app, 'manager@demo.test');
    await revokeSessions(t.app.db, idOf('team@demo.test'));
    expect(await userInfoStatus(first)).toBe(401);
    expect(await userInfoStatus(second)).toBe(401);
    expect(await userInfoStatus(other)).toBe(200);
    expect(await userInfoStatus(await login(t.app, 'team@demo.test'))).toBe(200);
  });

  it('belongs to the transaction of its cause: a rolled-back change revokes nothing', async () => {
    const token = await login(t.app, 'telecaller@demo.test');
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await revokeSessions(trx, idOf('telecaller@demo.test'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await userInfoStatus(token)).toBe(200);
  });
});
