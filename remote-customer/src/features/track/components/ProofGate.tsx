import type { ReactNode } from 'react';
import type { TrackFormLanding } from '@portal/shared/customer/passHandover';
import type { VisitorLoad, LoadedVisitor } from '../../visitor-order/hooks/useVisitorOrder';
import { TrackOrderForm } from './TrackOrderForm';

/** What the gate of a page is: its order, its form's landing, and why it asks. */
export interface GateProps {
  orderId: number | null;
  /** The page itself, opened again by the form sent without JavaScript. */
  page: TrackFormLanding;
  /** Where the page goes when the customer tracks another order than the one in its URL. */
  onOtherOrder: (orderId: number) => void;
  /** Why the page asks for the e-mail, shown above the form. */
  reason: string;
}

interface Props extends GateProps {
  load: VisitorLoad;
  reload: () => void;
  children: (visitor: LoadedVisitor) => ReactNode;
}

/**
 * A customer page shows an order only to whoever proved it is theirs: without a pass for
 * this order in this tab it asks for the Order ID and Email ID first.
 */
export function ProofGate({ orderId, page, load, reload, onOtherOrder, reason, children }: Props) {
  switch (load.kind) {
    case 'loading':
      return (
        <div className="cx-card cx-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Loading your order…
        </div>
      );
    case 'unreachable':
      return (
        <div className="cx-card cx-notice cx-notice-error" role="alert">
          <p>{load.message}</p>
          <button type="button" className="btn" onClick={reload}>
            Try again
          </button>
        </div>
      );
    case 'needsProof':
      return (
        <div className="cx-card cx-card-narrow">
          {load.notice && (
            <p className="cx-notice cx-notice-error" role="alert">
              {load.notice}
            </p>
          )}
          <p className="cx-lead">{reason}</p>
          <TrackOrderForm
            initialOrderId={orderId}
            landing={page}
            onTracked={(tracked) => {
              // This order's new pass loads it (useVisitorOrder follows the pass).
              if (tracked !== orderId) onOtherOrder(tracked);
            }}
          />
        </div>
      );
    case 'ready':
      return <>{children(load.visitor)}</>;
  }
}
