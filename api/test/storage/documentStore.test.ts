import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { DOCUMENT_MESSAGES } from '@portal/shared/orders/documentRules';
import { removeOrphanedDocuments } from '../../src/storage/orphanSweep';
import { apiPath, type TestApp } from '../helpers/testApp';
import {
  adminToken,
  createOrderDetailApp,
  freshOrder,
  multipart,
  REFUSE_DOCUMENTS,
  SMALL_PNG,
  versionOf,
} from '../routes/orderDetail/orderDetailTestApp';
import { callRoute } from '../helpers/callRoute';

/**
 * Documents through the routes, wherever the store keeps them: DATA_DIR's folder in the
 * api projects, a bucket on a real local S3 server in api-s3 (docs/deployment.md#document-storage).
 */
describe('documents kept by the configured store', () => {
  let t: TestApp;
  let token: string;
  const used = new Set<number>();
  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 30 });
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  const upload = (orderId: number, content: Buffer, name = 'visa.png') => {
    const form = multipart(
      { orderId: String(orderId), email: 'c@example.com', version: String(versionOf(t, orderId)) },
      { name, contentType: 'image/png', content },
    );
    return t.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.uploadVisaDocument),
      payload: form.payload,
      headers: { ...form.headers, authorization: token },
    });
  };
  const storedOf = async (orderId: number) => {
    const names: string[] = [];
    for await (const { name } of t.app.documents.list()) {
      if (name.startsWith(`${orderId}_`)) names.push(name);
    }
    return names.sort();
  };
  const sweep = () => removeOrphanedDocuments(t.app.db, t.app.documents, { minAgeMs: 0 });

  it('keeps documents where this test project says', () => {
    const expected = process.env.TEST_STORAGE === 's3' ? 's3' : 'local';
    expect(t.config.storage.kind).toBe(expected);
    expect(t.app.documents.locationOf(100001, 'a.pdf')).toMatch(
      expected === 's3'
        ? /^s3:\/\/portal-test-[0-9a-f]+\/uploads\/docs\/100001_a\.pdf$/
        : /100001_a\.pdf$/,
    );
  });

  it('stores an upload whole and streams it back byte for byte, with the same headers', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await storedOf(orderId);
    expect((await upload(orderId, SMALL_PNG)).statusCode).toBe(200);
    const [added] = (await storedOf(orderId)).filter((name) => !before.includes(name));
    expect(added).toMatch(new RegExp(`^${orderId}_evisitor-${orderId}-[a-z0-9]+\\.png$`));

    const response = await callRoute(t.app, API_ROUTES.orderDocument, token, {
      params: { orderId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(SMALL_PNG);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(SMALL_PNG.length),
      'content-disposition': `inline; filename="${added}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('refuses content that is no PDF or image, whatever its name, and stores nothing', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await storedOf(orderId);
    const response = await upload(orderId, Buffer.from('MZ not a picture'), 'visa.png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 0, message: DOCUMENT_MESSAGES.wrongType });
    expect(await storedOf(orderId)).toEqual(before);
  });

  it('leaves no document when the database refuses the row, and the sweep finds nothing left', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await storedOf(orderId);
    t.sql.exec(REFUSE_DOCUMENTS[t.sql.dialect].create);
    try {
      expect((await upload(orderId, SMALL_PNG)).statusCode).toBe(500);
    } finally {
      t.sql.exec(REFUSE_DOCUMENTS[t.sql.dialect].drop);
    }
    expect(await storedOf(orderId)).toEqual(before);
    expect(await sweep()).toBe(0);
  });

  it('sweeps a document whose row never committed (a crash between the two) and keeps the rest', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const before = await storedOf(orderId);
    await t.app.documents.put(orderId, 'evisitor-crashed.png', SMALL_PNG);
    expect(await t.app.documents.exists(orderId, 'evisitor-crashed.png')).toBe(true);
    expect(await sweep()).toBe(1);
    expect(await t.app.documents.exists(orderId, 'evisitor-crashed.png')).toBe(false);
    expect(await storedOf(orderId)).toEqual(before);
  });

  it('answers a missing document with null, not an error', async () => {
    expect(await t.app.documents.open(100001, 'never-stored.pdf')).toBeNull();
    expect(await t.app.documents.read(100001, 'never-stored.pdf')).toBeNull();
    expect(await t.app.documents.open(100001, '../escape.pdf')).toBeNull();
  });
});
