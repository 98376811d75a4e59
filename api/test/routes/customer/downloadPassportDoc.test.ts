import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGE_DOCUMENT_REPLACED } from '@portal/shared/customer/customerMessages';
import {
  MESSAGE_FILE_MISSING,
  MESSAGE_NOT_READY,
} from '../../../src/routes/customer/downloadPassportDoc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  DEMO_PDF,
  downloadHistoryRows,
  postFront,
  prepareOrder,
  trackAs,
  type PreparedOrder,
} from './customerFixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('POST /api/front/download-passport-doc-pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 20 });
  });
  afterAll(() => t.close());

  async function download(
    order: PreparedOrder,
    file1: string,
    options: { userAgent?: string; timezone?: string } = {},
  ) {
    const { customerToken } = await trackAs(t.app, order.orderId, order.email);
    return postFront(
      t.app,
      API_ROUTES.downloadPassportDoc,
      {
        orderId: order.orderId,
        customername: `${order.givenNames} ${order.familyName}`,
        file1,
        customerToken,
        ...(options.timezone === undefined ? {} : { timezone: options.timezone }),
      },
      options.userAgent ? { 'user-agent': options.userAgent } : {},
    );
  }

  it('streams the document as order id plus file name and records the download', async () => {
    const order = await prepareOrder(t, 6, {
      process_status: 'Completed',
      order_status: 3,
      document: { file1: 'evisitor-grant.pdf' },
    });
    const before = downloadHistoryRows(t, order.orderId).length;

    const startedAt = Date.now();
    const response = await download(order, 'evisitor-grant.pdf', {
      userAgent: IPHONE,
      timezone: 'Australia/Sydney',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${order.orderId}evisitor-grant.pdf"; filename*=UTF-8''${order.orderId}evisitor-grant.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-length']).toBe(String(DEMO_PDF.length));
    expect(response.rawPayload.equals(DEMO_PDF)).toBe(true);

    const rows = downloadHistoryRows(t, order.orderId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual(
      expect.objectContaining({
        ip: '127.0.0.1',
        timezone: 'Australia/Sydney',
        browser: 'Mobile Safari-17.4-iPhone-mobile',
        os: 'iOS 17.4',
        file1: 'evisitor-grant.pdf',
      }),
    );
    // Recorded during the download, however long it took (to the second).
    const recordedAt = Date.parse(rows.at(-1)?.create_ts ?? '');
    expect(recordedAt).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(recordedAt).toBeLessThanOrEqual(Date.now());
  });

  it('names a desktop browser as a Desktop device and records UTC for an unknown zone', async () => {
    const order = await prepareOrder(t, 7, {
      process_status: 'Pending',
      order_status: 2,
      document: { file1: 'grant-pending.pdf' },
    });
    const response = await download(order, 'grant-pending.pdf', {
      userAgent: WINDOWS_CHROME,
      timezone: 'Mars/Olympus_Mons',
    });
    expect(response.statusCode).toBe(200);
    expect(downloadHistoryRows(t, order.orderId).at(-1)).toEqual(
      expect.objectContaining({
        timezone: 'UTC',
        browser: 'Chrome-124.0.0.0-Desktop-desktop',
        os: 'Windows 10',
      }),
    );
  });

  it.each([
    ['not yet approved', 'AwaitingGovt', 'No'],
    ['approved but rejected document', 'Completed', 'Yes'],
    ['rejected', 'Rejected', 'Yes'],
  ] as const)(
    'refuses an order that is %s and records nothing',
    async (_label, status, rejected) => {
      const index = { AwaitingGovt: 8, Completed: 9, Rejected: 10 }[status];
      const order = await prepareOrder(t, index, {
        process_status: status,
        order_status: 3,
        document: { file1: 'doc.pdf', rejected },
      });
      const before = downloadHistoryRows(t, order.orderId).length;
      const response = await download(order, 'doc.pdf');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_NOT_READY });
      expect(downloadHistoryRows(t, order.orderId)).toHaveLength(before);
    },
  );

  it('refuses a file name that is not the current document', async () => {
    const order = await prepareOrder(t, 11, {
      process_status: 'Completed',
      order_status: 3,
      document: { file1: 'current.pdf' },
    });
    for (const file1 of ['older.pdf', '../../portal.sqlite', `${order.orderId}_current.pdf`]) {
      const response = await download(order, file1);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_DOCUMENT_REPLACED });
    }
  });

  it('answers a clear 404 and records nothing when the file is missing on disk', async () => {
    const order = await prepareOrder(t, 12, {
      process_status: 'Completed',
      order_status: 3,
      document: { file1: 'lost.pdf', writeFile: false },
    });
    const before = downloadHistoryRows(t, order.orderId).length;
    const response = await download(order, 'lost.pdf');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_FILE_MISSING });
    expect(downloadHistoryRows(t, order.orderId)).toHaveLength(before);
  });

  it.each([
    [
      'an image',
      13,
      'grant scan é.png',
      'image/png',
      'grant scan _.png',
      'grant%20scan%20%C3%A9.png',
    ],
    // A quote would end the plain name early: it is replaced there, kept in filename*.
    [
      'quotes in its name',
      14,
      'grant "final".pdf',
      'application/pdf',
      'grant _final_.pdf',
      'grant%20%22final%22.pdf',
    ],
    ['an extension in capitals', 15, 'GRANT.PDF', 'application/pdf', 'GRANT.PDF', 'GRANT.PDF'],
  ])(
    'serves a document with %s with its own type and name',
    async (_label, index, file1, type, plainName, encodedName) => {
      const order = await prepareOrder(t, index, {
        process_status: 'Completed',
        order_status: 3,
        document: { file1 },
      });
      const response = await download(order, file1);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${order.orderId}${plainName}"; filename*=UTF-8''${order.orderId}${encodedName}`,
      );
    },
  );
});
