import type { ProcessStatus } from '../entities/folders';
import type { SessionUser } from '../entities/staff';
import { WORKABLE_STATUSES } from '../folders/folderRules';
import { can } from './roleRules';

/**
 * Rules read from an order itself, not from the screen it is seen on: the queue screens and
 * the server decide them with the same functions, so what a screen offers is what the
 * server accepts (docs/product.md#orders-table).
 */

/** What these rules read of an order: its status and who holds it (`assign_to`, a member's name). */
export interface OrderHold {
  process_status: ProcessStatus;
  assign_to: string | null;
}

/** An order waiting in a member's My Orders: assigned and not yet worked. */
export function isInMyOrders(order: OrderHold): boolean {
  return (
    Boolean(order.assign_to) &&
    (WORKABLE_STATUSES as readonly ProcessStatus[]).includes(order.process_status)
  );
}

/** The member holding the order when it waits in someone else's My Orders, else null. */
export function otherHolder(member: Pick<SessionUser, 'name'>, order: OrderHold): string | null {
  return isInMyOrders(order) && order.assign_to !== member.name ? order.assign_to : null;
}

/**
 * Who may open an order's page and act on it (docs/product.md#orders-table): anyone, unless
 * it waits in another member's My Orders (assigned, in New, Priority Processing or
 * moveToProcessMarch); then its holder only, whatever the role. A queue's list actions keep
 * their own rules (Delete, Move to Original Folder).
 */
export function mayWorkOrder(member: Pick<SessionUser, 'name'>, order: OrderHold): boolean {
  return otherHolder(member, order) === null;
}

/** Why `member` may not work the order, as the server answers and the order page shows it; null when they may. */
export function orderWorkRefusal(
  member: Pick<SessionUser, 'name'>,
  order: OrderHold & { order_id: number },
): string | null {
  const holder = otherHolder(member, order);
  return holder === null
    ? null
    : `Order ${order.order_id} is in ${holder}'s My Orders: only ${holder} can open it or work on it until it is moved back to its original folder.`;
}

/** Where a Delete is asked for: a queue's Delete (a list action) or the order page's Delete move. */
export type DeletePlace = 'queue' | 'orderPage';

/**
 * Why `member` may not delete the order from `place`, as the server answers it; null when they
 * may (docs/decisions.md, "Delete"). A queue's Delete is the spec's role-limited list action: an
 * Admin's, or a Manager's on an order in nobody's My Orders. The order page's Delete is one of
 * its moves, offered to any member who may work the order (the order holder rule). An order in
 * Deleted Orders is deleted already, from either place.
 */
export function deleteRefusal(
  member: Pick<SessionUser, 'name' | 'type'>,
  order: OrderHold & { order_id: number },
  place: DeletePlace,
): string | null {
  if (order.process_status === 'Deleted') return `Order ${order.order_id} is already deleted.`;
  if (place === 'orderPage') return orderWorkRefusal(member, order);
  if (isInMyOrders(order)) {
    return can(member.type, 'deleteAssignedOrders')
      ? null
      : `Order ${order.order_id} is in ${order.assign_to ?? 'a member'}'s My Orders: only an Admin can delete it.`;
  }
  return can(member.type, 'deleteOrders') ? null : 'Only a Manager or an Admin can delete orders.';
}

/** The one Delete rule: the queues show Delete, the order page its Delete move, and the server accepts either, exactly when this holds. */
export function mayDeleteOrder(
  member: Pick<SessionUser, 'name' | 'type'>,
  order: OrderHold & { order_id: number },
  place: DeletePlace,
): boolean {
  return deleteRefusal(member, order, place) === null;
}
