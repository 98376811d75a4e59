import { Link } from 'react-router-dom';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { OrderListRow } from '@portal/shared/entities/order';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { PATHS } from '@portal/shared/navigation/paths';
import { isViewBlocked } from '@portal/shared/roles/roleRules';
import { fillPath } from '@portal/shared/util/fillPath';

export interface ActionCellOptions {
  folder: FolderKey;
  userName: string;
  /** Present when the member may delete in this queue. */
  onDelete?: (order: OrderListRow) => void;
}

/**
 * View (the order page, its id encoded) and, for those who may, Delete. In New, Priority
 * and Process 5th March an order someone else holds keeps a View that goes nowhere (#/grey).
 */
export function ActionCell({
  order,
  folder,
  userName,
  onDelete,
}: ActionCellOptions & { order: OrderListRow }) {
  const blocked = isViewBlocked(folder, order.assign_to, userName);
  return (
    <span className="orders-actions">
      {blocked ? (
        <a
          href="#/grey"
          className="orders-view is-blocked"
          aria-disabled="true"
          title={`Assigned to ${order.assign_to ?? ''}`}
          onClick={(event) => event.preventDefault()}
        >
          View<span className="visually-hidden"> (assigned to {order.assign_to})</span>
        </a>
      ) : (
        <Link
          className="orders-view"
          to={fillPath(PATHS.viewOrder, { encodedOrderId: encodeId(order.order_id) })}
        >
          View
        </Link>
      )}
      {onDelete && (
        <button type="button" className="orders-delete" onClick={() => onDelete(order)}>
          Delete
        </button>
      )}
    </span>
  );
}
