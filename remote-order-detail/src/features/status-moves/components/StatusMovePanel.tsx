import { useState } from 'react';
import { useStore } from 'zustand';
import type { OrderDetails } from '@portal/shared/entities/order';
import { folderCountsStore } from '@portal/shared/folders/folderCountsStore';
import {
  offeredStatusMoves,
  ORDER_STATUS_LABELS,
  type StatusMove,
} from '@portal/shared/orders/statusMoves';
import { canDeleteOrder } from '@portal/shared/roles/roleRules';
import { sessionStore } from '@portal/shared/session/sessionStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { moveOrderStatus } from '../api/moveOrderStatus';
import { performAction } from '../../../lib/performAction';
import { BusyButton } from '../../../components/BusyButton';

const isDeleteMove = (target: StatusMove) =>
  target.kind === 'updatingStatus' && target.updatingStatus === 'Deleted';

interface Props {
  order: OrderDetails;
  onChanged(): void;
}

/**
 * The status-move panel (docs/product.md#status-moves): only the moves offered for the order's
 * status. Processing, Awaiting Government Decision and Missing Information set the application
 * status; the rest move the order to another folder. Delete asks first.
 */
export function StatusMovePanel({ order, onChanged }: Props) {
  const [moving, setMoving] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<StatusMove | null>(null);
  const role = useStore(sessionStore, (state) => state.user?.type);
  // Delete follows the queues' rule, which the server applies to this page too.
  const moves = offeredStatusMoves(order.process_status).filter(
    (target) => !isDeleteMove(target) || canDeleteOrder(role, order),
  );

  async function move(target: StatusMove) {
    setMoving(target.label);
    const done = await performAction(() => moveOrderStatus(order.order_id, target, order.version));
    setMoving(null);
    setConfirmDelete(null);
    // Refetch either way: after a refusal the page shows what the order is now.
    onChanged();
    if (done) void folderCountsStore.getState().reload();
  }

  const button = (target: StatusMove) => (
    <BusyButton
      key={target.label}
      className={isDeleteMove(target) ? 'btn btn-danger-outline' : 'btn'}
      busy={moving === target.label}
      disabled={moving !== null}
      onClick={() => {
        if (isDeleteMove(target)) setConfirmDelete(target);
        else void move(target);
      }}
    >
      {target.label}
    </BusyButton>
  );

  return (
    <section className="panel od-section od-moves" aria-labelledby="od-moves-title">
      <div className="od-section-head">
        <h2 id="od-moves-title">Move Order</h2>
        <p className="muted od-current-status">
          Now: <strong>{order.process_status.trim()}</strong> ·{' '}
          {ORDER_STATUS_LABELS[order.order_status]}
        </p>
      </div>
      <div className="od-move-group" role="group" aria-label="Application status">
        <h3>Application status</h3>
        <div className="od-buttons">
          {moves.filter((m) => m.kind === 'orderStatus').map(button)}
        </div>
      </div>
      <div className="od-move-group" role="group" aria-label="Move to folder">
        <h3>Move to folder</h3>
        <div className="od-buttons">
          {moves.filter((m) => m.kind === 'updatingStatus').map(button)}
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete !== null}
        busy={moving !== null}
        onConfirm={() => {
          if (confirmDelete) void move(confirmDelete);
        }}
        onCancel={() => setConfirmDelete(null)}
      />
    </section>
  );
}
