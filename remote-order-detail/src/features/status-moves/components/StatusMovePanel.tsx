import { useState } from 'react';
import { useStore } from 'zustand';
import type { OrderDetails } from '@portal/shared/entities/order';
import {
  moveQuestion,
  offeredStatusMoves,
  ORDER_STATUS_LABELS,
  type StatusMove,
} from '@portal/shared/orders/statusMoves';
import { mayDeleteOrder } from '@portal/shared/roles/orderRules';
import { sessionStore } from '@portal/web/session/sessionStore';
import { ConfirmDialog } from '@portal/web/ui/ConfirmDialog';
import { moveOrderStatus } from '../api/moveOrderStatus';
import { useOrderActions } from '../../../hooks/useOrderActions';
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
 * status (the current one marked); the rest move the order to another folder. Every move asks
 * first, naming the order and where it goes, so a stray click or Enter moves nothing.
 */
export function StatusMovePanel({ order, onChanged }: Props) {
  const { busy: moving, perform } = useOrderActions<string>();
  const [asking, setAsking] = useState<StatusMove | null>(null);
  const user = useStore(sessionStore, (state) => state.user);
  // Delete is offered exactly when the server accepts it (mayDeleteOrder).
  const moves = offeredStatusMoves(order.process_status).filter(
    (target) =>
      !isDeleteMove(target) || (user !== null && mayDeleteOrder(user, order, 'orderPage')),
  );
  const currentStatus = ORDER_STATUS_LABELS[order.order_status];

  async function move(target: StatusMove) {
    const done = await perform(target.label, () =>
      moveOrderStatus(order.order_id, target, order.version),
    );
    if (done === null) return;
    setAsking(null);
    // Refetch either way: after a refusal the page shows what the order is now. A move's
    // success refetches the folder counts too (the cache's invalidation).
    onChanged();
  }

  const button = (target: StatusMove) => {
    const current = target.kind === 'orderStatus' && target.label === currentStatus;
    return (
      <BusyButton
        key={target.label}
        className={`btn${isDeleteMove(target) ? ' btn-danger-outline' : ''}${current ? ' od-move-current' : ''}`}
        busy={moving === target.label}
        disabled={moving !== null}
        aria-pressed={target.kind === 'orderStatus' ? current : undefined}
        onClick={() => setAsking(target)}
      >
        {current && (
          <span className="od-move-current-mark" aria-hidden="true">
            ✓{' '}
          </span>
        )}
        {target.label}
      </BusyButton>
    );
  };

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
        open={asking !== null}
        message={asking ? moveQuestion(order.order_id, asking) : undefined}
        tone={asking && isDeleteMove(asking) ? 'danger' : 'primary'}
        busy={moving !== null}
        onConfirm={() => {
          if (asking) void move(asking);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
