import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderDocumentsTable } from '../db/schema';

export type OrderDocumentRow = Selectable<OrderDocumentsTable>;

/**
 * The order's current document: the one uploaded last, rejected or not. Staff work with it
 * on the order page and the customer downloads it, so both read it the same way.
 */
export function latestDocumentOf(
  db: Kysely<Database>,
  orderId: number,
): Promise<OrderDocumentRow | undefined> {
  return db
    .selectFrom('order_documents')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
