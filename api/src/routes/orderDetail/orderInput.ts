import { Type } from '@sinclair/typebox';
import { MAIL_SERVICE_PROVIDERS, type MailServiceProvider } from '@portal/shared/entities/order';
import { MESSAGES, STALE_MESSAGES } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';
import { fieldMessages, StringEnum, MAX_ROW_NUMBER } from '../../lib/schemaTypes';
import type { OrderDetailRepository, OrderRow } from '../../repositories/orderDetailRepository';

/** Input pieces the order page's calls share. */
export const orderIdSchema = Type.Integer({ minimum: 1, maximum: MAX_ROW_NUMBER });
export const orderIdParams = Type.Object({ orderId: orderIdSchema });
/** The order's version the page showed: every change names it, and a stale one is refused. */
export const versionSchema = Type.Integer({ minimum: 1, maximum: MAX_ROW_NUMBER });

/** The address a mail goes to: required, and a real e-mail address. */
export const recipientSchema = Type.String({
  format: 'email',
  maxLength: 254,
  ...fieldMessages({ required: MESSAGES.uploadEmailRequired, invalid: MESSAGES.emailInvalid }),
});

export const providerSchema = StringEnum(MAIL_SERVICE_PROVIDERS);

/** The provider spec section 9 names as the default. */
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
