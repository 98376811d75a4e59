import { Link } from 'react-router-dom';
import type { OrderListRow } from '@portal/shared/entities/order';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { PATHS } from '@portal/shared/navigation/paths';
import type { SessionUser } from '@portal/shared/entities/staff';
import { mayDeleteOrder, mayWorkOrder } from '@portal/shared/roles/orderRules';
import { fillPath } from '@portal/shared/util/fillPath';

export interface ActionCellOptions {
  member: Pick<SessionUser, 'name' | 'type'>;
  onDelete(order: OrderListRow): void;
}

/** The order page of a row: its id encoded. */
export function orderPagePath(order: OrderListRow): string {
  return fillPath(PATHS.viewOrder, { encodedOrderId: encodeId(order.order_id) });
}

/**
 * View (the order page, its id encoded) and Delete where the server accepts it (mayDeleteOrder,
 * the rule it refuses by). Both are out of the page's Tab order: the grid moves focus into them
 * (lib/cellKeyboard.ts). An order waiting in someone else's My Orders keeps a View that goes
 * nowhere (#/grey): the server refuses its page to all but its holder by the same rule
 * (mayWorkOrder).
 */
export function ActionCell({
  order,
  member,
  onDelete,
}: ActionCellOptions & { order: OrderListRow }) {
  const blocked = !mayWorkOrder(member, order);
  return (
    <span className="orders-actions">
      {blocked ? (
        <a
          href="#/grey"
          className="orders-view is-blocked"
          aria-disabled="true"
          tabIndex={-1}
          title={`Assigned to ${order.assign_to ?? ''}`}
          onClick={(event) => event.preventDefault()}
        >
          View<span className="visually-hidden"> (assigned to {order.assign_to})</span>
        </a>
      ) : (
        <Link className="orders-view" to={orderPagePath(order)} tabIndex={-1}>
          View
        </Link>
      )}
      {mayDeleteOrder(member, order, 'queue') && (
        <button
          type="button"
          className="orders-delete"
          tabIndex={-1}
          onClick={() => onDelete(order)}
        >
          Delete
        </button>
      )}
    </span>
  );
}
