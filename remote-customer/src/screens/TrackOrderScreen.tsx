import { useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '@portal/shared/navigation/paths';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { fillPath } from '@portal/shared/util/fillPath';
import { CustomerLayout } from '../layout/CustomerLayout';
import { pageSite } from '../layout/pageBrand';
import { parseOrderId } from '../order/orderIdParam';
import { TrackOrderForm } from '../track/TrackOrderForm';

/** /track-order/{orderId}: the customer proves the order is theirs, then downloads it. */
export default function TrackOrderScreen({ title }: ScreenProps) {
  const { orderId: param } = useParams();
  const orderId = parseOrderId(param);
  const navigate = useNavigate();
  const site = pageSite(null);

  return (
    <CustomerLayout order={null}>
      <section className="cx-card cx-card-narrow" aria-labelledby="track-title">
        <h1 id="track-title">{title}</h1>
        <p className="cx-lead">
          Enter your Order ID and the e-mail address you applied with to download your eVisitor.
        </p>
        <TrackOrderForm
          key={orderId ?? 'none'}
          initialOrderId={orderId}
          onTracked={(tracked) => navigate(fillPath(PATHS.orderCompletion, { orderId: tracked }))}
        />
        <p className="cx-help">
          Can’t find your Order ID?{' '}
          <a href={site.contactUrl} target="_blank" rel="noopener noreferrer">
            Contact Support
          </a>
        </p>
      </section>
    </CustomerLayout>
  );
}
