import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ConfigError } from '../../../src/lib/configError';
import { loadConfig } from '../../../src/config';
import { tooManyRequestsMessage } from '../../../src/plugins/frontRateLimit';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { expectRefusedWithinWindow, postFront } from './customerFixtures';
import { callRoute } from '../../helpers/callRoute';

describe('rate limit of the customer calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { frontRateLimit: { max: 3, windowSeconds: 60 } } });
  });
  afterAll(() => t.close());

  const track = () =>
    postFront(t.app, API_ROUTES.trackOrder, { orderId: 999999, email: 'guess@example.test' });

  it('answers a clear 429 in the usual envelope once a client passes the limit', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await track();
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(3 - attempt));
    }
    expectRefusedWithinWindow(await track(), 60);
  });

  it('counts each customer call on its own and leaves staff calls alone', async () => {
    const history = await postFront(t.app, API_ROUTES.downloadHistory, {
      orderId: 999999,
      customerToken: 'x',
    });
    expect(history.statusCode).toBe(401);
    const token = await login(t.app, 'admin@demo.test');
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await callRoute(t.app, API_ROUTES.folderCount, token);
      expect(response.statusCode).toBe(200);
    }
  });

  it('words the wait in seconds or minutes', () => {
    expect(tooManyRequestsMessage(1)).toBe(
      'Too many requests. Please wait 1 second and try again.',
    );
    expect(tooManyRequestsMessage(600)).toBe(
      'Too many requests. Please wait 10 minutes and try again.',
    );
  });

  it('reads its limit from FRONT_RATE_LIMIT_MAX and FRONT_RATE_LIMIT_WINDOW', () => {
    const env = { DATA_DIR: t.config.dataDir, JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig(env).frontRateLimit).toEqual({ max: 30, windowSeconds: 60 });
    expect(
      loadConfig({ ...env, FRONT_RATE_LIMIT_MAX: '5', FRONT_RATE_LIMIT_WINDOW: '10m' })
        .frontRateLimit,
    ).toEqual({ max: 5, windowSeconds: 600 });
    expect(() => loadConfig({ ...env, FRONT_RATE_LIMIT_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, FRONT_RATE_LIMIT_WINDOW: 'soon' })).toThrow(
      /FRONT_RATE_LIMIT_WINDOW/,
    );
  });
});
