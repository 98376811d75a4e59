import { MAIL_SERVICE_PROVIDERS, type MailServiceProvider } from '@portal/shared/entities/order';
import { STALE_MESSAGES } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';
import type { OrderDetailRepository, OrderRow } from '../../repositories/orderDetailRepository';

/** The default mail provider (docs/product.md#formats-and-limits). */
export const DEFAULT_PROVIDER: MailServiceProvider = 'AWS';

export function orderNotFound(orderId: number): ApiError {
  return new ApiError(404, `Order ${orderId} was not found.`);
}

export function staleOrder(): ApiError {
  return new ApiError(409, STALE_MESSAGES.order);
}

export async function requireOrder(
  orders: OrderDetailRepository,
  orderId: number,
): Promise<OrderRow> {
  const order = await orders.findOrder(orderId);
  if (!order) throw orderNotFound(orderId);
  return order;
}

/** A document's own provider when it is a real one (not the local outbox), else the default. */
export function providerOfDocument(provider: string): MailServiceProvider {
  return (MAIL_SERVICE_PROVIDERS as readonly string[]).includes(provider)
    ? (provider as MailServiceProvider)
    : DEFAULT_PROVIDER;
}
