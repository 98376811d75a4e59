import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { loadOnce } from '@portal/web/util/loadOnce';
import { useNavigate, useParams } from 'react-router-dom';
import { fillPath } from '@portal/shared/util/fillPath';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import type { TrackFormLanding } from '@portal/shared/customer/passHandover';
import { parseOrderId } from '@portal/shared/customer/orderIdParam';
import { MESSAGE_ORDER_NOT_FOUND } from '@portal/shared/customer/customerMessages';
import { usePassToken } from '../../../lib/customerPassStore';
import type { LoadedVisitor } from '../../visitor-order/hooks/useVisitorOrder';
import { OrderPageFrame } from './OrderPageFrame';
import { ProofGate, type GateProps } from './ProofGate';

/** The proven order's page, with the client cache that reads it: downloaded once tracked. */
const loadProvenOrder = loadOnce(() => import('./ProvenOrder'));
const ProvenOrder = lazy(loadProvenOrder);

/** Started on the customer's first focus or press on the form, like the form's own code. */
function warmProvenOrder(): void {
  loadProvenOrder().catch(() => undefined);
}

interface Props {
  title: string;
  /** The page itself: tracking another order opens it for that order. */
  page: TrackFormLanding;
  /** Why the page asks for the e-mail, shown above the form. */
  reason: string;
  /** The page's content once the order is proven. */
  children: (visitor: LoadedVisitor) => ReactNode;
}

/**
 * A customer page about the order in its URL: the brand layout, the title and the proof gate.
 * Without a pass for the order in this tab it is the track form alone; with one, the order is
 * read (ProvenOrder, downloaded then with the client cache).
 */
export function ProvenOrderPage({ title, page, reason, children }: Props) {
  const { orderId: param } = useParams();
  const orderId = parseOrderId(param);
  const navigate = useNavigate();
  const token = usePassToken(orderId);
  // The server's words for a pass it refused, shown above the form that asks again.
  const [refusal, setRefusal] = useState<{ orderId: number; message: string } | null>(null);
  const onRefused = useCallback(
    (message: string) => {
      if (orderId !== null) setRefusal({ orderId, message });
    },
    [orderId],
  );
  const gate: GateProps = {
    orderId,
    page,
    reason,
    onOtherOrder: (tracked) => void navigate(fillPath(CUSTOMER_PATHS[page], { orderId: tracked })),
  };

  if (orderId !== null && token !== null) {
    const loading = (
      <OrderPageFrame title={title} order={null}>
        <ProofGate {...gate} load={{ kind: 'loading' }} reload={() => undefined}>
          {children}
        </ProofGate>
      </OrderPageFrame>
    );
    return (
      <Suspense fallback={loading}>
        <ProvenOrder
          title={title}
          orderId={orderId}
          token={token}
          gate={gate}
          onRefused={onRefused}
        >
          {children}
        </ProvenOrder>
      </Suspense>
    );
  }
  // An id that cannot be read is an unknown order: the same words as the server's.
  const notice =
    orderId === null
      ? MESSAGE_ORDER_NOT_FOUND
      : refusal?.orderId === orderId
        ? refusal.message
        : null;
  return (
    <OrderPageFrame title={title} order={null}>
      <div onFocus={warmProvenOrder} onPointerDown={warmProvenOrder}>
        <ProofGate {...gate} load={{ kind: 'needsProof', notice }} reload={() => undefined}>
          {children}
        </ProofGate>
      </div>
    </OrderPageFrame>
  );
}
