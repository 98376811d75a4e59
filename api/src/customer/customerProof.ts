import type { FastifyInstance } from 'fastify';
import {
  MESSAGE_ORDER_NOT_FOUND,
  MESSAGE_PROOF_NEEDED,
} from '@portal/shared/customer/customerMessages';
import { ApiError } from '../lib/apiError';
import type { TrackableOrder } from '../repositories/visitorRepository';
import { passOpensOrder } from './customerPass';

export { MESSAGE_ORDER_NOT_FOUND };

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
