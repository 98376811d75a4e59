import { API_BASE, API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { OrderDetails, OrderListPage } from '@portal/shared/entities/order';
import { fillPath } from '@portal/shared/util/fillPath';
import { DEMO_PASSWORD, DEMO_STAFF } from './browser';
import { baseUrl } from './portalServer';

let staffToken = '';

/** A staff call as the demo Admin, for tests that pick their orders; throws on a refusal. */
export async function staffApi<T>(path: string): Promise<T> {
  if (!staffToken) {
    const login = await fetch(`${baseUrl()}${API_BASE}${API_ROUTES.adminLogin.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF.Admin.email, password: DEMO_PASSWORD }),
    });
    staffToken = ((await login.json()) as { data: { jwtToken: string } }).data.jwtToken;
  }
  const response = await fetch(`${baseUrl()}${API_BASE}${path}`, {
    headers: { Authorization: staffToken },
  });
  const body = (await response.json()) as { status: number; message: string; data: T };
  if (body.status !== 1) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

/**
 * Orders of a folder with their details, from an older page (`page` of `limit`) so the
 * orders other browser tests pick from the top of the queues stay untouched. Details are
 * read one at a time, as one member's calls under way at once are limited.
 */
export async function ordersOf(
  folder: FolderKey,
  page: number,
  limit = 20,
): Promise<OrderDetails[]> {
  const path = `${fillPath(API_ROUTES.ordersList.path, { orderName: folder })}?page=${page}&limit=${limit}`;
  const { rows } = await staffApi<OrderListPage>(path);
  const details: OrderDetails[] = [];
  for (const row of rows) {
    details.push(
      await staffApi<OrderDetails>(
        fillPath(API_ROUTES.orderDetails.path, { orderId: row.order_id }),
      ),
    );
  }
  return details;
}

/** Whether the order's eVisitor is there to download: a document uploaded and not rejected. */
export function downloadable(order: OrderDetails): boolean {
  return order.uploadDoc?.is_rejected_doc === 'No';
}
