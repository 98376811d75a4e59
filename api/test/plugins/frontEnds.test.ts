import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { RETRY_AFTER_SECONDS } from '../../src/db/storageErrors';
import { cacheControlFor } from '../../src/plugins/frontEnds';
import { createTestApp, login, makeTempDir, type TestApp, writeFiles } from '../helpers/testApp';
import { callRoute } from '../helpers/callRoute';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const A_DAY = 'public, max-age=86400';
const SHELL_HTML = '<!doctype html><title>shell</title><div id="root"></div>';

describe('front-end serving', () => {
  let repoRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    repoRoot = makeTempDir();
    writeFiles(repoRoot, {
      'shell/dist/index.html': SHELL_HTML,
      'shell/dist/main.3f2a9c1d.js': 'console.log("shell")',
      'shell/dist/favicon.svg': '<svg/>',
      'remote-queues/dist/remoteEntry.js': 'var queues;',
      'remote-queues/dist/mf-manifest.json': '{"name":"queues"}',
      'remote-queues/dist/src_Queue.0a1b2c3d.js': 'chunk',
    });
    t = await createTestApp({ config: { repoRoot } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(['/', '/admin', '/admin/view-order/MjAwMDAy'])(
    'answers the page %s with the shell, revalidated on every visit',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toBe(SHELL_HTML);
    },
  );

  it('answers the remotes manifest and a missing file with nosniff too', async () => {
    for (const url of ['/remotes.json', '/missing.js']) {
      expect([url, (await get(url)).headers['x-content-type-options']]).toEqual([url, 'nosniff']);
    }
  });

  it.each(['/track-order/MjAwMDAy?x=1', '/status-track/200002', '/get-new-order-details/200002'])(
    'sends the customer page %s to the customer site, never answering it on the staff site',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`http://localhost:${t.config.customerPort}${url}`);
    },
  );

  it('serves no page as a static .html file', async () => {
    expect((await get('/index.html')).statusCode).toBe(404);
  });

  it('keeps content-hashed files for a year, the icon a day, and revalidates the rest', async () => {
    expect((await get('/main.3f2a9c1d.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/favicon.svg')).headers['cache-control']).toBe(A_DAY);
    expect((await get('/remotes/queues/src_Queue.0a1b2c3d.js')).headers['cache-control']).toBe(
      IMMUTABLE,
    );
  });

  it('serves each remote under /remotes/<name>/ with its entry files revalidated', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await get(`/remotes/queues/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it('answers 404 to a missing file rather than the shell', async () => {
    expect((await get('/remotes/queues/missing.js')).statusCode).toBe(404);
    expect((await get('/remotes/orderDetail/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/missing.4e5f6a7b.js')).statusCode).toBe(404);
  });

  it('answers the built-in remotes manifest', async () => {
    const response = await get('/remotes.json');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      queues: '/remotes/queues/mf-manifest.json',
      orderDetail: '/remotes/orderDetail/mf-manifest.json',
      adminSettings: '/remotes/adminSettings/mf-manifest.json',
      customer: '/remotes/customer/mf-manifest.json',
    });
  });

  it('keeps unknown API calls as JSON 404s', async () => {
    const response = await get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(0);
  });

  it.each([
    ['index.html', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['main.js', NO_CACHE],
    ['main.3f2a9c1d.js', IMMUTABLE],
    ['main.3f2a9c1d.js.map', IMMUTABLE],
    ['main.3f2a9c1d.js.br', IMMUTABLE],
    ['remoteEntry.js.gz', NO_CACHE],
    ['favicon.svg', A_DAY],
    ['favicon.svg.br', A_DAY],
  ])('cache header of %s', (name, expected) => {
    expect(cacheControlFor(name)).toBe(expected);
  });
});

describe('remotes manifest override (REMOTES_MANIFEST)', () => {
  it('replaces the listed remotes and re-reads the file on each request', async () => {
    const dir = makeTempDir();
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ queues: 'https://queues.example.test/mf-manifest.json' }));
    const t = await createTestApp({ env: { REMOTES_MANIFEST: file } });
    try {
      const first = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
      expect(first.queues).toBe('https://queues.example.test/mf-manifest.json');
      expect(first.customer).toBe('/remotes/customer/mf-manifest.json');

      writeFileSync(
        file,
        JSON.stringify({ customer: 'https://customer.example.test/mf-manifest.json' }),
      );
      const second = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
      expect(second.queues).toBe('/remotes/queues/mf-manifest.json');
      expect(second.customer).toBe('https://customer.example.test/mf-manifest.json');
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('before the front ends are built', () => {
  it('still answers the API, explains the page, and serves the build once it exists', async () => {
    const repoRoot = makeTempDir();
    const t = await createTestApp({ config: { repoRoot } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/admin' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(page.body).toMatch(/not built/);
      await expect(login(t.app, 'admin@demo.test')).resolves.toEqual(expect.any(String));
      expect((await callRoute(t.app, API_ROUTES.userInfo, null)).statusCode).toBe(401);

      writeFiles(repoRoot, { 'shell/dist/index.html': SHELL_HTML });
      const built = await t.app.inject({ method: 'GET', url: '/' });
      expect(built.statusCode).toBe(200);
      expect(built.body).toBe(SHELL_HTML);
    } finally {
      await t.close();
      rmSync(repoRoot, { recursive: true, force: true });
    }
  });
});
