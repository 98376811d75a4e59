import { readdirSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ProcessStatus } from '@portal/shared/entities/folders';
import { STALE_MESSAGES } from '@portal/shared/validation/messages';
import { documentsDir } from '../../../src/storage/documentStorage';
import { apiPath, type TestApp } from '../../helpers/testApp';
import {
  adminToken,
  createOrderDetailApp,
  freshOrder,
  multipart,
  SMALL_PDF,
  versionOf,
} from './orderDetailTestApp';
import { callRouteUnchecked } from '../../helpers/callRoute';

/**
 * Concurrency (docs/reliability.md): every change of the order page names the order version it was
 * based on. A stale one gets 409 and changes nothing; a current one succeeds and raises
 * the version; one without a version gets 400.
 */

interface VersionedCall {
  /** An order status in which the call is allowed. */
  status: ProcessStatus;
  send(
    t: TestApp,
    token: string,
    orderId: number,
    version?: number,
  ): Promise<LightMyRequestResponse>;
}

const withVersion = (version: number | undefined) => (version === undefined ? {} : { version });

// Unchecked: each call is also sent without the version the contract requires.
const CALLS: Record<string, VersionedCall> = {
  'add-new-remark': {
    status: 'New',
    send: (t, token, orderId, version) =>
      callRouteUnchecked(t.app, API_ROUTES.addNewRemark, token, {
        body: {
          orderId,
          remark: 'Checked the passport scan.',
          remarkerName: 'Alice Admin',
          whatsapp: '',
          telephone: 'Y',
          statusRefund: '',
          voided: '',
          chargeBack: '',
          ...withVersion(version),
        },
      }),
  },
  'upload-visa-document': {
    status: 'Pending',
    send: (t, token, orderId, version) => {
      const body = multipart(
        {
          orderId: String(orderId),
          email: 'c@example.com',
          ...(version === undefined ? {} : { version: String(version) }),
        },
        { name: 'grant.pdf', contentType: 'application/pdf', content: SMALL_PDF },
      );
      return t.app.inject({
        method: 'POST',
        url: apiPath(API_ROUTES.uploadVisaDocument),
        payload: body.payload,
        headers: { ...body.headers, authorization: token },
      });
    },
  },
  'defence-pack-details': {
    status: 'Completed',
    send: (t, token, orderId, version) =>
      callRouteUnchecked(t.app, API_ROUTES.defencePackDetails, token, {
        body: {
          orderId,
          transactionId: 'pi_9Zz',
          merchantName: 'Stripe',
          ...withVersion(version),
        },
      }),
  },
  'move-order-status': {
    status: 'New',
    send: (t, token, orderId, version) =>
      callRouteUnchecked(t.app, API_ROUTES.moveOrderStatus, token, {
        body: { orderId, updatingStatus: 'Contact Customer', ...withVersion(version) },
      }),
  },
};

describe('order versions on every change of the order page', () => {
  let t: TestApp;
  let token: string;
  const used = new Set<number>();
  beforeAll(async () => {
    t = await createOrderDetailApp({ orders: 60 });
    token = await adminToken(t);
  }, 60_000);
  afterAll(() => t.close());

  /** Everything a change could touch: the order row, its audit trail and its records. */
  const snapshot = (orderId: number) => ({
    order: t.sql.prepare('select * from orders where order_id = ?').get(orderId),
    audit: t.sql
      .prepare("select * from audit_log where entity = 'order' and entity_id = ? order by id")
      .all(String(orderId)),
    remarks: t.sql.prepare('select * from remarks where order_id = ?').all(orderId),
    documents: t.sql.prepare('select * from order_documents where order_id = ?').all(orderId),
    mails: t.sql.prepare('select * from mail_history where order_id = ?').all(orderId),
  });
  const documentFiles = () => readdirSync(documentsDir(t.config.dataDir)).length;

  describe.each(Object.entries(CALLS))('%s', (_name, call) => {
    it('succeeds on the current version and raises it', async () => {
      const orderId = freshOrder(t, call.status, used);
      const version = versionOf(t, orderId);
      const response = await call.send(t, token, orderId, version);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(1);
      expect(versionOf(t, orderId)).toBe(version + 1);
    });

    it('refuses a stale version with 409 and the reload message, changing nothing', async () => {
      const orderId = freshOrder(t, call.status, used);
      const version = versionOf(t, orderId);
      t.sql.prepare('update orders set version = version + 1 where order_id = ?').run(orderId);
      const before = snapshot(orderId);
      const filesBefore = documentFiles();
      const response = await call.send(t, token, orderId, version);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 0, message: STALE_MESSAGES.order });
      expect(snapshot(orderId)).toEqual(before);
      expect(documentFiles()).toBe(filesBefore);
    });

    it('refuses a change without a version with 400, changing nothing', async () => {
      const orderId = freshOrder(t, call.status, used);
      const before = snapshot(orderId);
      const response = await call.send(t, token, orderId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: 'version is required.' });
      expect(snapshot(orderId)).toEqual(before);
    });
  });

  it('a change on one route makes the old version stale for every other route', async () => {
    const orderId = freshOrder(t, 'Completed', used);
    const version = versionOf(t, orderId);
    expect((await CALLS['add-new-remark']!.send(t, token, orderId, version)).statusCode).toBe(200);
    for (const name of ['defence-pack-details', 'upload-visa-document', 'add-new-remark']) {
      const response = await CALLS[name]!.send(t, token, orderId, version);
      expect(response.statusCode).toBe(409);
    }
  });

  it('two changes based on the same version at once: one wins, the other gets 409', async () => {
    const orderId = freshOrder(t, 'New', used);
    const version = versionOf(t, orderId);
    const remarksBefore = snapshot(orderId).remarks.length;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => CALLS['add-new-remark']!.send(t, token, orderId, version)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(versionOf(t, orderId)).toBe(version + 1);
    expect(snapshot(orderId).remarks.length).toBe(remarksBefore + 1);
  });
});
