import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fillPath } from '@portal/shared/util/fillPath';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import type { TrackFormLanding } from '@portal/shared/customer/passHandover';
import { CustomerLayout } from '../../layout/components/CustomerLayout';
import { parseOrderId } from '@portal/shared/customer/orderIdParam';
import { MESSAGE_ORDER_NOT_FOUND } from '@portal/shared/customer/customerMessages';
import {
  useVisitorOrder,
  type LoadedVisitor,
  type VisitorLoad,
} from '../../visitor-order/hooks/useVisitorOrder';
import { ProofGate } from './ProofGate';

interface Props {
  title: string;
  /** The page itself: tracking another order opens it for that order. */
  page: TrackFormLanding;
  /** Why the page asks for the e-mail, shown above the form. */
  reason: string;
  /** The page's content once the order is proven. */
  children: (visitor: LoadedVisitor) => ReactNode;
}

/** A customer page about the order in its URL: the brand layout, the title and the proof gate. */
export function ProvenOrderPage({ title, page, reason, children }: Props) {
  const { orderId: param } = useParams();
  const orderId = parseOrderId(param);
  const navigate = useNavigate();
  const visitor = useVisitorOrder(orderId);
  const { reload } = visitor;
  // An id that cannot be read is an unknown order: the same words as the server's.
  const load: VisitorLoad =
    orderId === null ? { kind: 'needsProof', notice: MESSAGE_ORDER_NOT_FOUND } : visitor.load;
  const order = load.kind === 'ready' ? load.visitor.mainResult : null;

  return (
    <CustomerLayout order={order}>
      <h1 className="cx-page-title">{title}</h1>
      <ProofGate
        orderId={orderId}
        page={page}
        load={load}
        reload={reload}
        onOtherOrder={(tracked) => navigate(fillPath(CUSTOMER_PATHS[page], { orderId: tracked }))}
        reason={reason}
      >
        {children}
      </ProofGate>
    </CustomerLayout>
  );
}
