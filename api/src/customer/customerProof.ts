import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { MESSAGE_ORDER_NOT_FOUND } from '@portal/shared/customer/customerMessages';
import { ApiError } from '../lib/apiError';
import { BoundedInteger, fieldMessages } from '@portal/shared/schemas/schemaTypes';
import type { TrackableOrder } from '../repositories/visitorRepository';
import { passOpensOrder } from './customerPass';

export { MESSAGE_ORDER_NOT_FOUND };
export const MESSAGE_PROOF_NEEDED = 'Please enter your Order ID and Email ID again to continue.';

/** A customer call's order id: a positive whole number, else the same answer as an unknown order. */
export const orderIdSchema = (requiredMessage: string) =>
  BoundedInteger({
    minimum: 1,
    ...fieldMessages({ required: requiredMessage, invalid: MESSAGE_ORDER_NOT_FOUND }),
  });

export const customerTokenSchema = Type.String({
  minLength: 1,
  maxLength: 2048,
  ...fieldMessages({ required: MESSAGE_PROOF_NEEDED, invalid: MESSAGE_PROOF_NEEDED }),
});

/** E-mails match whatever their case and surrounding spaces. */
export function sameEmail(given: string, stored: string): boolean {
  return given.trim().toLowerCase() === stored.trim().toLowerCase();
}

/**
 * The order the caller proved to be theirs with a customer pass (see customerPass.ts).
 * Without a valid pass for exactly this order: 401, before the database is asked anything.
 */
export async function provenOrder(
  app: FastifyInstance,
  orderId: number,
  customerToken: string,
): Promise<TrackableOrder> {
  if (!passOpensOrder(customerToken, orderId, app.config.jwtSecret)) {
    throw new ApiError(401, MESSAGE_PROOF_NEEDED);
  }
  const order = await app.repositories.visitors.findTrackable(orderId);
  if (!order) throw new ApiError(404, MESSAGE_ORDER_NOT_FOUND);
  return order;
}
