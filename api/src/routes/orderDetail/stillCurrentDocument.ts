import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../lib/apiError';
import { OrderDetailRepository } from '../../repositories/orderDetailRepository';
import type { OrderDocumentRow } from '../../repositories/orderDocuments';

/**
 * Inside the mail's transaction: the document read before it began, as it is now. A mail
 * goes out only with the document staff saw, so a newer upload refuses it.
 */
export async function stillCurrentDocument(
  trx: Kysely<Database>,
  read: OrderDocumentRow,
): Promise<OrderDocumentRow> {
  const current = await new OrderDetailRepository(trx).latestDocument(read.order_id);
  if (current?.id !== read.id) {
    throw new ApiError(
      409,
      'A new document was uploaded meanwhile. Reload the page and try again.',
    );
  }
  return current;
}
