import { rmSync } from 'node:fs';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { buildApp } from '../../src/app';
import { ConfigError } from '../../src/lib/configError';
import { loadConfig } from '../../src/config';
import { MESSAGE_SERVICE_UNAVAILABLE } from '@portal/shared/api/envelope';
import { RETRY_AFTER_SECONDS } from '../../src/db/storageErrors';
import { MESSAGE_STORAGE_DOWN } from '../../src/lifecycle/readiness';
import { callRoute, envelopeOf } from '../helpers/callRoute';
import { createTestBucket, startS3Server, type TestS3Server } from '../helpers/s3Server';
import { createTestApp, makeTempDir, type TestApp } from '../helpers/testApp';
import {
  adminToken,
  createOrderDetailApp,
  uploadFromPage,
} from '../routes/orderDetail/orderDetailTestApp';

/** The S3_* variables and a bucket that stops answering (docs/deployment.md#document-storage). */
describe('documents in S3', () => {
  let server: TestS3Server;
  let dataDir: string;
  beforeAll(async () => {
    server = await startS3Server();
    dataDir = makeTempDir();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the S3_* variables, with us-east-1 and the default credential chain as defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'portal-documents' }).storage).toEqual({
      kind: 's3',
      bucket: 'portal-documents',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'local', dataDir });
  });

  it.each([
    [{ S3_REGION: 'eu-west-1' }, 'S3_REGION set without S3_BUCKET'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'portal-docs', S3_ACCESS_KEY_ID: 'AKIA' }, 'go together'],
    [{ S3_BUCKET: 'portal-docs', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be'],
    [{ S3_BUCKET: 'portal-docs', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be'],
  ])('names a wrong setting at start: %p', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('refuses to start with a bucket it cannot reach, in one line naming S3_BUCKET', async () => {
    const env = { ...(await createTestBucket(server.endpoint)), S3_BUCKET: 'no-such-bucket' };
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
    const started = buildApp(config);
    await expect(started).rejects.toThrow(ConfigError);
    await expect(started).rejects.toThrow(
      `S3_BUCKET: cannot use the bucket no-such-bucket at ${server.endpoint}`,
    );
  });

  it('lists every document of a bucket holding more than one page of them', async () => {
    const t = await createTestApp({ env: await createTestBucket(server.endpoint) });
    try {
      const documents = Array.from({ length: 1001 }, (_, index) => ({
        orderId: 100001 + index,
        file1: 'specimen.pdf',
      }));
      await t.app.documents.putShared(Buffer.from('%PDF-1.4\n'), documents);
      let listed = 0;
      for await (const stored of t.app.documents.list())
        if (stored.name.endsWith('_specimen.pdf')) listed += 1;
      expect(listed).toBe(1001);
    } finally {
      await t.close();
    }
  }, 120_000);

  describe('when the storage stops answering', () => {
    let own: TestS3Server;
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      own = await startS3Server();
      t = await createOrderDetailApp({ orders: 10, env: await createTestBucket(own.endpoint) });
      token = await adminToken(t);
      expect((await callRoute(t.app, API_ROUTES.ready, null)).statusCode).toBe(200);
      await own.close();
    }, 60_000);
    afterAll(() => t.close());

    /** An order with a stored document. */
    const order = () =>
      t.sql
        .prepare(
          `select order_id, version from orders
            where order_id = (select min(order_id) from order_documents)`,
        )
        .get() as { order_id: number; version: number };

    it('ready answers 503 naming the document storage; health stays 200', async () => {
      const ready = await callRoute(t.app, API_ROUTES.ready, null);
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(envelopeOf(ready)).toMatchObject({ status: 0, message: MESSAGE_STORAGE_DOWN });
      expect((await callRoute(t.app, API_ROUTES.health, null)).statusCode).toBe(200);
    });

    it('answers a document download and an upload 503 with Retry-After', async () => {
      const { order_id: orderId, version } = order();
      const download = await callRoute(t.app, API_ROUTES.orderDocument, token, {
        params: { orderId },
      });
      expect(download.statusCode).toBe(503);
      expect(download.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(envelopeOf(download)).toMatchObject({
        status: 0,
        message: MESSAGE_SERVICE_UNAVAILABLE,
      });

      const upload = await uploadFromPage(t, token, orderId, 'customer@example.com');
      expect(upload.statusCode).toBe(503);
      expect(upload.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(order().version).toBe(version);
    });
  });
});
