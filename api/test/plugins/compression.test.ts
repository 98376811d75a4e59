import type { AddressInfo } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/plugins/compression';
import {
  apiPath,
  createTestApp,
  login,
  makeTempDir,
  type TestApp,
  writeFiles,
} from '../helpers/testApp';

// docs/architecture.md, "Compression": built files are sent as the build compressed them,
// API answers over 1 KiB are compressed as they leave, the live stream and binary files never.

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 'a')]);

describe('compressed answers', () => {
  let repoRoot: string;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    repoRoot = makeTempDir();
    writeFiles(repoRoot, {
      'shell/dist/index.html': '<!doctype html><title>shell</title>',
      'remote-queues/dist/src_Queue.0a1b2c3d.js': SCRIPT,
      'remote-queues/dist/src_Queue.0a1b2c3d.js.map': '{"version":3}',
    });
    const script = path.join(repoRoot, 'remote-queues/dist/src_Queue.0a1b2c3d.js');
    writeFileSync(`${script}.br`, SCRIPT_BR);
    writeFileSync(`${script}.gz`, SCRIPT_GZ);
    t = await createTestApp({
      orders: 40,
      config: { repoRoot },
      beforeReady: (app) => {
        app.get('/test/pack.pdf', async (_request, reply) =>
          reply
            .type('application/pdf')
            .header('content-disposition', 'inline; filename="pack.pdf"')
            .header('content-length', PDF.length)
            .send(PDF),
        );
      },
    });
    token = await login(t.app, 'admin@demo.test');
  });
  afterAll(async () => {
    await t.close();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
        ...(authorization && { authorization }),
      },
    });

  describe('a built script', () => {
    const url = '/remotes/queues/src_Queue.0a1b2c3d.js';

    it('is the brotli file of the build when the browser accepts br', async () => {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBe(SCRIPT_BR.length);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    });

    it('is the gzip file when the browser accepts only gzip', async () => {
      const response = await get(url, 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.rawPayload.length).toBe(SCRIPT_GZ.length);
      expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
    });

    it('is the file itself, still varying on Accept-Encoding, for a client without compression', async () => {
      const response = await get(url);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    });
  });

  it('compresses an API answer over 1 KiB', async () => {
    const url = `${apiPath(API_ROUTES.ordersList, { orderName: 'allorder' })}?page=1&limit=25&delay=1&userName=Alice%20Admin`;
    const plain = await get(url, undefined, token);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const compressed = await get(url, 'gzip, br', token);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(
      plain.json(),
    );
  });

  it('sends an answer under 1 KiB as it is', async () => {
    const response = await get(apiPath(API_ROUTES.userInfo), 'gzip, br', token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a PDF alone: its type, disposition and length', async () => {
    const response = await get('/test/pack.pdf', 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="pack.pdf"');
    expect(Number(response.headers['content-length'])).toBe(PDF.length);
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps the source map in the build but does not serve it', async () => {
    expect((await get('/remotes/queues/src_Queue.0a1b2c3d.js.map')).statusCode).toBe(404);
  });

  it('streams live updates uncompressed, the first event arriving at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}${apiPath(API_ROUTES.liveUpdates)}`, {
      headers: { authorization: token, 'accept-encoding': 'gzip, br' },
      signal: controller.signal,
    });
    try {
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expect(response.headers.get('content-encoding')).toBeNull();
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain('event: ready');
    } finally {
      controller.abort();
    }
  });
});

describe('source maps with SERVE_SOURCE_MAPS=true', () => {
  it('serves them', async () => {
    const repoRoot = makeTempDir();
    writeFiles(repoRoot, { 'shell/dist/main.3f2a9c1d.js.map': '{"version":3}' });
    const t = await createTestApp({ config: { repoRoot }, env: { SERVE_SOURCE_MAPS: 'true' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/main.3f2a9c1d.js.map' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ version: 3 });
    } finally {
      await t.close();
      rmSync(repoRoot, { recursive: true, force: true });
    }
  });
});
