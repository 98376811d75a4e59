import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { apiPath, createTestApp, login, makeTempDir, type TestApp } from '../helpers/testApp';
import {
  postFront,
  prepareOrder,
  trackAs,
  type PreparedOrder,
} from '../routes/customer/customerFixtures';
import { callRoute } from '../helpers/callRoute';

/**
 * Uploads and files (docs/reliability.md): every file route with `../` and its encodings. A file
 * outside the route's folder is never served, no answer is a 5xx, and a served file carries
 * Content-Disposition (documents) and X-Content-Type-Options: nosniff.
 */

/** In every file the tests plant outside the served folders; it must never come back. */
const SENTINEL = 'TRAVERSAL-SENTINEL-7f3a';

/** The ways to say "one folder up", raw and encoded once or twice, with either slash. */
const UP = [
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e/',
  '%2e%2e%2f',
  '..%252f',
  '%252e%252e%252f',
  '..\\',
  '..%5c',
  '.%2e/',
];

function traversals(target: string): string[] {
  return UP.flatMap((up) => [1, 2, 4, 8].map((depth) => `${up.repeat(depth)}${target}`));
}

function expectSafe(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.body).not.toContain(SENTINEL);
  expect(response.body).not.toContain('root:x:0:0');
  expect(response.body).not.toContain('SQLite format 3');
}

describe('path traversal on every file route', () => {
  let t: TestApp;
  let token: string;
  let order: PreparedOrder;

  beforeAll(async () => {
    // Front ends from a folder of our own, with a secret beside the built folders.
    const repoRoot = makeTempDir();
    for (const dist of ['shell/dist', 'remote-queues/dist']) {
      mkdirSync(path.join(repoRoot, dist), { recursive: true });
    }
    writeFileSync(
      path.join(repoRoot, 'shell/dist/index.html'),
      '<!doctype html><title>shell</title>',
    );
    writeFileSync(path.join(repoRoot, 'remote-queues/dist/remoteEntry.js'), 'var queues = 1;');
    writeFileSync(path.join(repoRoot, 'secret.txt'), SENTINEL);
    writeFileSync(path.join(repoRoot, 'remote-queues/secret.txt'), SENTINEL);
    t = await createTestApp({
      orders: 5,
      config: { repoRoot },
      env: { FRONT_RATE_LIMIT_MAX: '100000' },
    });
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), SENTINEL);
    mkdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'secret.txt'), SENTINEL);
    token = await login(t.app, 'admin@demo.test');
    order = await prepareOrder(t, 0, {
      process_status: 'Completed',
      order_status: 3,
      document: { file1: 'grant.pdf' },
    });
  });
  afterAll(() => t.close());

  const targets = ['secret.txt', 'portal.sqlite', 'etc/passwd', 'uploads/secret.txt'];

  it('staff documents: a bad file1 or order id serves nothing outside the documents folder', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: token } });
    for (const target of targets) {
      for (const bad of traversals(target)) {
        expectSafe(
          await get(
            `${apiPath(API_ROUTES.orderDocument, { orderId: order.orderId })}?file1=${bad}`,
          ),
        );
        expectSafe(await get(`/api/admin/order-document/${bad}`));
        expectSafe(await get(`/api/admin/order-document/${order.orderId}/${bad}`));
      }
    }
  });

  it('staff documents: a tampered document row naming another folder is refused, not a 500', async () => {
    t.sql
      .prepare(
        `insert into order_documents (order_id, file1, customer_name, is_rejected_doc, mail_service_provider, created_at)
         values (?, '../../secret.txt', 'x', 'No', 'AWS', ?)`,
      )
      .run(order.orderId, new Date().toISOString());
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPath(API_ROUTES.orderDocument, { orderId: order.orderId })}?file1=${encodeURIComponent('../../secret.txt')}`,
      headers: { authorization: token },
    });
    expectSafe(response);
    expect(response.statusCode).toBe(404);
    t.sql.prepare("delete from order_documents where file1 = '../../secret.txt'").run();
  });

  it('staff documents: the real file comes with Content-Disposition and nosniff', async () => {
    const response = await callRoute(t.app, API_ROUTES.orderDocument, token, {
      params: { orderId: order.orderId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('customer download: a bad file1 serves nothing', async () => {
    const { customerToken } = await trackAs(t.app, order.orderId, order.email);
    const download = (file1: string) =>
      postFront(t.app, API_ROUTES.downloadPassportDoc, {
        orderId: order.orderId,
        customername: 'x',
        file1,
        customerToken,
      });
    for (const target of targets) {
      for (const bad of traversals(target)) {
        expectSafe(await download(bad));
        expectSafe(await download(decodeURIComponent(bad.replace(/%25/g, '%'))));
      }
    }
    const good = await download('grant.pdf');
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(good.headers['x-content-type-options']).toBe('nosniff');
  });

  it('static files: / and /remotes/... never leave their folder', async () => {
    for (const target of ['secret.txt', 'etc/passwd']) {
      for (const bad of traversals(target)) {
        expectSafe(await t.app.inject({ method: 'GET', url: `/${bad}` }));
        expectSafe(await t.app.inject({ method: 'GET', url: `/remotes/queues/${bad}` }));
        expectSafe(await t.app.inject({ method: 'GET', url: `/remotes/${bad}` }));
      }
    }
  });

  it('static files: a served file carries nosniff', async () => {
    for (const url of ['/', '/remotes/queues/remoteEntry.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
