import type { ReactNode } from 'react';
import { useVisitorOrder, type LoadedVisitor } from '../../visitor-order/hooks/useVisitorOrder';
import { OrderPageFrame } from './OrderPageFrame';
import { ProofGate, type GateProps } from './ProofGate';

interface Props {
  title: string;
  orderId: number;
  /** The pass of this tab for the order. */
  token: string;
  gate: GateProps;
  /** The server refused the pass: the page asks again, with the server's words. */
  onRefused: (message: string) => void;
  children: (visitor: LoadedVisitor) => ReactNode;
}

/**
 * A customer page whose order this tab holds a pass for: the order, read through the cache,
 * behind the proof gate. Downloaded only then (ProvenOrderPage), so a page opened without a
 * pass shows its track form without the cache's code.
 */
export default function ProvenOrder({ title, orderId, token, gate, onRefused, children }: Props) {
  const { load, reload } = useVisitorOrder(orderId, token, onRefused);
  const order = load.kind === 'ready' ? load.visitor.mainResult : null;
  return (
    <OrderPageFrame title={title} order={order}>
      <ProofGate {...gate} load={load} reload={reload}>
        {children}
      </ProofGate>
    </OrderPageFrame>
  );
}
