import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@portal/shared/entities/staff';
import { signedInStaff } from '../../plugins/authGuard';
import type { OrderRow } from '../../repositories/orderDetailRepository';
import { requireOrder } from './orderInput';

/** Who mails which order, to which address: what every mail call of the order page reads first. */
export interface OrderMailRequest {
  staff: SessionUser;
  orderId: number;
  order: OrderRow;
  /** As typed, less surrounding spaces (the schema has checked it is one address). */
  email: string;
}

export async function orderMailRequest(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: { orderId: number; email: string } }>,
): Promise<OrderMailRequest> {
  const staff = signedInStaff(request);
  const { orderId } = request.body;
  const order = await requireOrder(app.repositories.orderDetail, orderId);
  return { staff, orderId, order, email: request.body.email.trim() };
}
