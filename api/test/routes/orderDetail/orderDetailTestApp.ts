import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ProcessStatus } from '@portal/shared/entities/folders';
import { seedDemoDocuments } from '../../../src/db/seed/seedDemoDocuments';
import {
  apiPath,
  createTestApp,
  login,
  type TestApp,
  type TestAppOptions,
} from '../../helpers/testApp';

/** The app with demo orders and their document files, as a first start makes them. */
export async function createOrderDetailApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp({ orders: 150, ...options });
  await seedDemoDocuments(t.app.db, t.app.documents);
  return t;
}

export const adminToken = (t: TestApp) => login(t.app, 'admin@demo.test');

/** Ids of demo orders in `status`, newest first. */
export function ordersIn(t: TestApp, status: ProcessStatus): number[] {
  return (
    t.sql
      .prepare('select order_id from orders where process_status = ? order by order_id desc')
      .all(status) as Array<{ order_id: number }>
  ).map((row) => row.order_id);
}

/**
 * A demo order in `status` that no earlier call of the test file has used: one already
 * in that status when there is one, otherwise another unused order put into it. Nobody
 * holds it, so the admin of the tests may work it (docs/product.md#orders-table).
 */
export function freshOrder(t: TestApp, status: ProcessStatus, used: Set<number>): number {
  const id =
    ordersIn(t, status).find((candidate) => !used.has(candidate)) ??
    (
      t.sql.prepare('select order_id from orders order by order_id').all() as Array<{
        order_id: number;
      }>
    )
      .map((row) => row.order_id)
      .find((candidate) => !used.has(candidate));
  if (id === undefined) throw new Error('Every demo order is used; seed more.');
  t.sql
    .prepare('update orders set process_status = ?, assign_to = null where order_id = ?')
    .run(status, id);
  used.add(id);
  return id;
}

/** The order's current version: what the order page would send with a change. */
export function versionOf(t: TestApp, orderId: number): number {
  return t.sql
    .prepare('select version from orders where order_id = ?')
    .pluck()
    .get(orderId) as number;
}

/** Add Comment Below's body: a plain remark (no flags) on the order version the page showed. */
export function remarkBody(orderId: number, version: number, remark: string) {
  return {
    orderId,
    version,
    remark,
    remarkerName: '',
    whatsapp: '',
    telephone: '',
    statusRefund: '',
    voided: '',
    chargeBack: '',
  };
}

export const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const SMALL_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(32),
]);

export interface FilePart {
  name: string;
  contentType: string;
  content: Buffer;
  field?: string;
}

/** A multipart/form-data body as a browser sends it (with several files as a script could). */
export function multipart(
  fields: Record<string, string>,
  file?: FilePart | FilePart[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const one of [file ?? []].flat()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${one.field ?? 'uploadVisaDoc'}"; filename="${one.name}"\r\nContent-Type: ${one.contentType}\r\n\r\n`,
      ),
      one.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Upload Document's Submit as the page sends it: on the order's current version, a small PDF unless `file` says. */
export function uploadFromPage(
  t: TestApp,
  token: string,
  orderId: number,
  email: string,
  file: FilePart = { name: 'visa.pdf', contentType: 'application/pdf', content: SMALL_PDF },
): Promise<LightMyRequestResponse> {
  const form = multipart(
    { orderId: String(orderId), email, version: String(versionOf(t, orderId)) },
    file,
  );
  return t.app.inject({
    method: 'POST',
    url: apiPath(API_ROUTES.uploadVisaDocument),
    payload: form.payload,
    headers: { ...form.headers, authorization: token },
  });
}

/**
 * Another member's upload (the real route and store) lands while the next call checks for
 * the document file it read: the window between a mail call's read and its transaction.
 */
export function uploadMeanwhile(t: TestApp, token: string, orderId: number): void {
  const exists = t.app.documents.exists.bind(t.app.documents);
  jest.spyOn(t.app.documents, 'exists').mockImplementationOnce(async (...args) => {
    expect((await uploadFromPage(t, token, orderId, 'c@example.com')).json().status).toBe(1);
    return exists(...args);
  });
}

/** A trigger that fails every document insert, as a full disk would, in each dialect. */
export const REFUSE_DOCUMENTS = {
  sqlite: {
    create:
      "create trigger refuse_documents before insert on order_documents begin select raise(abort, 'disk full'); end",
    drop: 'drop trigger refuse_documents',
  },
  postgres: {
    create: `create function refuse_documents() returns trigger language plpgsql as
      $$ begin raise exception 'disk full'; end $$;
      create trigger refuse_documents before insert on order_documents
      for each row execute function refuse_documents()`,
    drop: 'drop function refuse_documents() cascade',
  },
};
