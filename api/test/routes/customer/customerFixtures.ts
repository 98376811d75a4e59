import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { OrderStatus, ProcessStatus } from '@portal/shared/entities/folders';
import type { YesNo } from '@portal/shared/entities/order';
import type { CustomerPass } from '@portal/shared/entities/visitor';
import { apiPath, type TestApp } from '../../helpers/testApp';

/** A demo PDF's bytes: enough for the tests to compare what comes back. */
export const DEMO_PDF = Buffer.from('%PDF-1.4\n% customer download test\n%%EOF\n');

export interface OrderState {
  process_status: ProcessStatus;
  order_status: OrderStatus;
  email?: string;
  /** A document to attach as the order's latest; its file is written unless `writeFile` is false. */
  document?: { file1: string; rejected?: YesNo; writeFile?: boolean };
}

export interface PreparedOrder {
  orderId: number;
  email: string;
  givenNames: string;
  familyName: string;
  mobilePhone: string;
}

/**
 * Puts one seeded order (the `index`-th oldest) into the state a test needs, with its own
 * e-mail so tests never collide, and answers what a leak check must not find in a body.
 */
export async function prepareOrder(
  t: TestApp,
  index: number,
  state: OrderState,
): Promise<PreparedOrder> {
  const row = t.sql
    .prepare(
      'select order_id, given_names, family_name, mobile_phone from orders order by order_id limit 1 offset ?',
    )
    .get(index) as
    | { order_id: number; given_names: string; family_name: string; mobile_phone: string }
    | undefined;
  if (!row) throw new Error(`No seeded order at index ${index}`);
  const email = state.email ?? `customer-${row.order_id}@example.test`;
  t.sql
    .prepare('update orders set process_status = ?, order_status = ?, email = ? where order_id = ?')
    .run(state.process_status, state.order_status, email, row.order_id);
  // Seeded documents are replaced, so each test sees only the document it describes.
  t.sql.prepare('delete from order_documents where order_id = ?').run(row.order_id);
  if (state.document) {
    t.sql
      .prepare(
        `insert into order_documents (order_id, file1, customer_name, is_rejected_doc, mail_service_provider, created_at)
         values (?, ?, ?, ?, 'AWS', ?)`,
      )
      .run(
        row.order_id,
        state.document.file1,
        `${row.given_names} ${row.family_name}`,
        state.document.rejected ?? 'No',
        new Date().toISOString(),
      );
    if (state.document.writeFile !== false) {
      await t.app.documents.put(row.order_id, state.document.file1, DEMO_PDF);
    }
  }
  return {
    orderId: row.order_id,
    email,
    givenNames: row.given_names,
    familyName: row.family_name,
    mobilePhone: row.mobile_phone,
  };
}

export function postFront(
  app: FastifyInstance,
  route: { path: string },
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: apiPath(route), payload, headers });
}

/** Tracks the order as its customer and answers the pass. */
export async function trackAs(
  app: FastifyInstance,
  orderId: number,
  email: string,
): Promise<CustomerPass> {
  const response = await postFront(app, API_ROUTES.trackOrder, { orderId, email });
  const body = response.json<{ data?: CustomerPass }>();
  if (!body.data) throw new Error(`Tracking ${orderId} failed: ${response.body}`);
  return body.data;
}

export function downloadHistoryRows(t: TestApp, orderId: number) {
  return t.sql
    .prepare('select * from download_history where order_id = ? order by id')
    .all(orderId) as Array<{
    ip: string;
    timezone: string;
    browser: string;
    os: string;
    file1: string;
    create_ts: string;
  }>;
}

/**
 * A call refused by the rate limit: a 429 in the usual envelope whose message names the wait
 * its Retry-After gives, and that wait within the window. The wait is what is left of the
 * window begun by the first call, so on a busy machine it may already be a second or more
 * under the window's length.
 */
export function expectRefusedWithinWindow(
  refused: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  windowSeconds: number,
): void {
  expect(refused.statusCode).toBe(429);
  const wait = Number(refused.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(refused.json()).toMatchObject({
    status: 0,
    message: `Too many requests. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
  });
}
