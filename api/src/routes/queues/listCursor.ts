import type { OrderListRow } from '@portal/shared/entities/order';
import { ApiError } from '../../lib/apiError';
import type { ListPosition } from '../../repositories/orderRepository';

export const MESSAGE_CURSOR_INVALID = 'after must be a nextCursor from a previous page.';

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z) ([1-9]\d{0,14})$/;

/** The opaque `nextCursor` after `row`: its created_at and order id, base64url. */
export function encodeListCursor(row: Pick<OrderListRow, 'created_at' | 'order_id'>): string {
  return Buffer.from(`${row.created_at} ${row.order_id}`).toString('base64url');
}

/** The position a cursor names; a 400 for anything this server did not hand out. */
export function decodeListCursor(cursor: string): ListPosition {
  const text = /^[A-Za-z0-9_-]{1,80}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  const parts = CURSOR_TEXT.exec(text);
  if (!parts?.[1] || !parts[2] || Number.isNaN(Date.parse(parts[1]))) {
    throw new ApiError(400, MESSAGE_CURSOR_INVALID);
  }
  return { createdAt: parts[1], orderId: Number(parts[2]) };
}
