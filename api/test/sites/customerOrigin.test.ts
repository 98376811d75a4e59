import { hostname } from 'node:os';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Where the staff site sends a customer link (docs/security.md, "Two origins"): never to a
 * host the request named unless that host is this machine (docs/decisions.md, "Customer
 * links never trust the Host header").
 */
describe('customer links without CUSTOMER_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const follow = (host: string) =>
    t.app.inject({ method: 'GET', url: '/track-order/MjAwMDAy', headers: { host } });

  it.each(['evil.example', 'evil.example:8080', 'localhost.evil.example', '203.0.113.7'])(
    'sends no one to the Host %s: a 400 naming the setting, no Location',
    async (host) => {
      const response = await follow(host);
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('CUSTOMER_ORIGIN');
    },
  );

  it.each([
    ['localhost:8080', 'localhost'],
    ['127.0.0.1:8080', '127.0.0.1'],
    // The whole loopback range, not only the addresses this machine's interfaces list.
    ['127.0.0.2:8080', '127.0.0.2'],
    ['[::1]:8080', '[::1]'],
    ['app.localhost', 'app.localhost'],
    [hostname(), hostname()],
  ])('sends the Host %s, which names this machine, to its customer port', async (host, name) => {
    const response = await follow(host);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `http://${name}:${t.config.customerPort}/track-order/MjAwMDAy`,
    );
  });
});

describe('customer links with CUSTOMER_ORIGIN', () => {
  it('go to CUSTOMER_ORIGIN whatever the Host', async () => {
    const t = await createTestApp({ env: { CUSTOMER_ORIGIN: 'https://track.example.com' } });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/track-order/MjAwMDAy',
        headers: { host: 'evil.example' },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://track.example.com/track-order/MjAwMDAy');
    } finally {
      await t.close();
    }
  });
});
