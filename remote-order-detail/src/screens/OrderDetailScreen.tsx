import { Link, useParams } from 'react-router-dom';
import { decodeId } from '@portal/shared/encoding/idCodec';
import { queuePath } from '@portal/shared/navigation/paths';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { OrderDetailPage } from '../features/order/components/OrderDetailPage';
import '../styles/orderDetail.css';

/** /admin/view-order/{encoded orderId}: a bad id gets a clear not-found page. */
export default function OrderDetailScreen({ title }: ScreenProps) {
  const { encodedOrderId = '' } = useParams();
  const orderId = decodeId(encodedOrderId);
  if (orderId === null) {
    return (
      <section className="panel od-problem" role="alert">
        <h1>Order not found</h1>
        <p>The link does not point to an order. Open the order again from its queue.</p>
        <Link className="btn" to={queuePath('newOrder')}>
          Back to New Orders
        </Link>
      </section>
    );
  }
  // key: another order in the same route starts from a clean page.
  return <OrderDetailPage key={orderId} title={title} orderId={orderId} />;
}
