import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { SessionUser } from '@portal/shared/entities/staff';
import { orderWorkRefusal, type OrderHold } from '@portal/shared/roles/orderRules';
import { MAX_REQUEST_INTEGER } from '@portal/shared/schemas/schemaTypes';
import { ApiError } from '../lib/apiError';
import { memberAsTokenSays, signedInStaff } from '../plugins/authGuard';

/** An order as the holder rule reads it: who holds it, and which order it is. */
export type HeldOrder = OrderHold & { order_id: number };

/**
 * The order holder rule on the server (docs/security.md, "Order holder"): a call of one
 * order's page (`holderOnly` in the route table) is refused with 403 while the order waits
 * in another member's My Orders. Decided by the shared `orderWorkRefusal`, the rule the
 * queue screens block View by.
 */
export function assertMayWorkOrder(staff: Pick<SessionUser, 'name'>, order: HeldOrder): void {
  const refusal = orderWorkRefusal(staff, order);
  if (refusal !== null) throw new ApiError(403, refusal);
}

/**
 * The guard defineRoute gives every `holderOnly` route but one whose answer names the order
 * it is checked on (`holderOf`: the order page's details). It runs before the
 * request's fields are validated, as the role check does: who may act comes before what
 * they sent. An order id it cannot read is left to validation (400) and one that names no
 * order to the handler (404). A multipart body is not parsed yet at this point: the upload's
 * handler checks the order it loads with assertMayWorkOrder.
 */
export function orderHolderGuard(app: FastifyInstance): preValidationAsyncHookHandler {
  return async (request) => {
    const orderId = namedOrderId(request);
    if (orderId === null) return;
    const hold = await app.repositories.orders.findHold(orderId);
    if (!hold) return;
    // Decided on the member's name as their row has it, not as their token may still say.
    await memberAsTokenSays(request);
    assertMayWorkOrder(signedInStaff(request), { ...hold, order_id: orderId });
  };
}

/** The `orderId` the path or JSON body names, if it is a whole number the schemas accept. */
function namedOrderId(request: FastifyRequest): number | null {
  const raw = orderIdField(request.params) ?? orderIdField(request.body);
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_REQUEST_INTEGER
    ? id
    : null;
}

function orderIdField(part: unknown): unknown {
  return typeof part === 'object' && part !== null && 'orderId' in part
    ? (part as { orderId: unknown }).orderId
    : undefined;
}
