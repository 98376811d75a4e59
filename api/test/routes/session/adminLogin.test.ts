import jwt from 'jsonwebtoken';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { MESSAGE_LOGIN_FAILED } from '../../../src/routes/session/adminLogin';
import { apiPath, createTestApp, type TestApp } from '../../helpers/testApp';

describe('POST /api/admin/admin-login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const loginWith = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.adminLogin),
      payload: payload as object,
    });

  it('answers a signed token and the session user for the right password', async () => {
    const response = await loginWith({ email: 'admin@demo.test', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 1,
      message: 'Login successful.',
      data: {
        jwtToken: expect.any(String),
        data: {
          id: expect.any(Number),
          name: 'Alice Admin',
          email: 'admin@demo.test',
          type: 'Admin',
        },
      },
    });
    const payload = jwt.verify(body.data.jwtToken, t.config.jwtSecret, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ user: body.data.data, tv: 0 });
    expect(jwt.decode(body.data.jwtToken, { complete: true })?.header.alg).toBe('HS256');
  });

  it('ignores the case of the e-mail', async () => {
    const response = await loginWith({ email: 'Manager@Demo.TEST', password: 'demo1234' });
    expect(response.json().data.data.type).toBe('Manager');
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await loginWith({ email: 'admin@demo.test', password: 'wrong-password' });
    const unknownEmail = await loginWith({ email: 'nobody@demo.test', password: 'demo1234' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      // Word for word as docs/security.md gives it: the login screen shows it as it comes.
      expect(response.json()).toMatchObject({ status: 0, message: 'Invalid email or password.' });
    }
  });

  it('refuses a deleted member', async () => {
    t.sql
      .prepare("update staff set deleted_at = ? where email = 'team@demo.test'")
      .run(new Date().toISOString());
    const response = await loginWith({ email: 'team@demo.test', password: 'demo1234' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGE_LOGIN_FAILED);
  });

  it.each([
    [{ password: 'demo1234' }, MESSAGES.emailRequired],
    [{ email: '', password: 'demo1234' }, MESSAGES.emailRequired],
    [{ email: 'not-an-email', password: 'demo1234' }, MESSAGES.emailInvalid],
    [{ email: 'admin@demo.test' }, MESSAGES.passwordRequired],
    [{ email: 'admin@demo.test', password: '' }, MESSAGES.passwordRequired],
  ])('answers 400 with the form message for %j', async (payload, message) => {
    const response = await loginWith(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
  });

  it.each([
    [
      'e-mail',
      { email: `${'a'.repeat(900 * 1024)}@demo.test`, password: 'demo1234' },
      MESSAGES.emailInvalid,
    ],
    [
      'password',
      { email: 'admin@demo.test', password: 'p'.repeat(900 * 1024) },
      MESSAGES.passwordTooLong,
    ],
  ])('refuses a 900 KB %s with 400 and stores nothing', async (_, payload, message) => {
    const failures = t.sql.prepare('select count(*) as n from login_failures');
    const before = failures.get();
    const response = await loginWith(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
    expect(failures.get()).toEqual(before);
  });
});
