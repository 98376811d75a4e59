import { useParams } from 'react-router-dom';
import { decodeId } from '@portal/shared/encoding/idCodec';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { ScreenTitleBar } from '@portal/shared/ui/ScreenTitleBar';

/** /admin/view-order/{encoded orderId}: a bad or unknown id gets a clear not-found page. */
export default function OrderDetailScreen({ title }: ScreenProps) {
  const { encodedOrderId = '' } = useParams();
  const orderId = decodeId(encodedOrderId);
  if (orderId === null) {
    return (
      <section className="panel" role="alert">
        <h1>Order not found</h1>
        <p>The link does not point to an order. Open the order again from its queue.</p>
      </section>
    );
  }
  return (
    <section>
      <ScreenTitleBar title={`${title} · ${orderId}`} />
    </section>
  );
}
