import type { TestApp } from '../../helpers/testApp';
import {
  adminToken,
  createOrderDetailApp,
  freshOrder,
  uploadFromPage,
  SMALL_PNG,
} from './orderDetailTestApp';

describe('GET /api/admin/order-document/:orderId', () => {
  let t: TestApp;
  let token: string;
  const used = new Set<number>();
  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 40 });
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  const get = (
    orderId: number | string,
    query: Record<string, string> = {},
    authorization = token,
  ) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/order-document/${orderId}`,
      query,
      headers: authorization ? { authorization } : {},
    });

  it('serves the current document inline, named order id plus file name', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const { file1 } = t.sql
      .prepare('select file1 from order_documents where order_id = ?')
      .get(orderId) as { file1: string };
    const response = await get(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${orderId}_${file1}"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves an older document named by a history row, and the newest by default', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const { file1: older } = t.sql
      .prepare('select file1 from order_documents where order_id = ?')
      .get(orderId) as {
      file1: string;
    };
    await uploadFromPage(t, token, orderId, 'c@example.com', {
      name: 'scan.png',
      contentType: 'image/png',
      content: SMALL_PNG,
    });
    const newest = await get(orderId);
    expect(newest.headers['content-type']).toBe('image/png');
    expect(newest.rawPayload).toEqual(SMALL_PNG);
    const old = await get(orderId, { file1: older });
    expect(old.headers['content-type']).toBe('application/pdf');
  });

  it.each([
    ['a file the order does not have', { file1: '../../portal.sqlite' }, 404],
    ['a name of another order', { file1: 'evisitor-grant-100001.pdf' }, 404],
  ])('refuses %s', async (_case, query, status) => {
    const orderId = freshOrder(t, 'Completed', used);
    const response = await get(orderId, query);
    expect(response.statusCode).toBe(status);
    expect(response.json().status).toBe(0);
  });

  it('says so when the order has no document, when the file is gone, and for bad ids', async () => {
    const orderId = freshOrder(t, 'New', used);
    t.sql.prepare('delete from order_documents where order_id = ?').run(orderId);
    expect((await get(orderId)).json()).toMatchObject({
      status: 0,
      message: `Order ${orderId} has no document yet.`,
    });

    const gone = freshOrder(t, 'Completed', used);
    t.sql.prepare("update order_documents set file1 = 'missing.pdf' where order_id = ?").run(gone);
    expect((await get(gone)).json()).toMatchObject({
      status: 0,
      message: 'The document file is missing on the server. Upload the document again.',
    });
    expect((await get('x')).statusCode).toBe(400);
    expect((await get(999999)).statusCode).toBe(404);
  });

  it('needs a session: documents are never public', async () => {
    expect((await get(100001, {}, '')).statusCode).toBe(401);
  });
});
