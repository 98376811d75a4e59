import { Type } from '@sinclair/typebox';
import { MAIL_SERVICE_PROVIDERS, type MailServiceProvider } from '@portal/shared/entities/order';
import { textSchema } from '@portal/shared/schemas/fieldSchemas';
import { FIELD_RULES } from '@portal/shared/validation/fieldRules';
import { STALE_MESSAGES } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';
import { BoundedInteger, StringEnum } from '@portal/shared/schemas/schemaTypes';
import type { OrderDetailRepository, OrderRow } from '../../repositories/orderDetailRepository';

/** Input pieces the order page's calls share. */
export const orderIdSchema = BoundedInteger({ minimum: 1 });
export const orderIdParams = Type.Object({ orderId: orderIdSchema });
/** The order's version the page showed: every change names it, and a stale one is refused. */
export const versionSchema = BoundedInteger({ minimum: 1 });

/** The address a mail goes to: required, and one plain address (shared/src/validation/mailAddress). */
export const recipientSchema = textSchema(FIELD_RULES.recipient.email);

export const providerSchema = StringEnum(MAIL_SERVICE_PROVIDERS);

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
