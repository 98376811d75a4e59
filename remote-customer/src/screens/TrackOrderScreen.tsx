import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { fillPath } from '@portal/shared/util/fillPath';
import { CustomerLayout } from '../features/layout/components/CustomerLayout';
import { SupportHelp } from '../features/layout/components/SupportHelp';
import { readPass } from '../lib/customerPassStore';
import { parseOrderId } from '../lib/orderIdParam';
import { MESSAGE_ORDER_NOT_FOUND } from '@portal/shared/customer/customerMessages';
import { TrackOrderForm } from '../features/track/components/TrackOrderForm';

/**
 * /track-order/{orderId}: the customer proves the order is theirs, then downloads it. An
 * order already proven in this tab (its customer pass still valid) goes straight to the
 * download: Download Now on the status page never asks for the e-mail again.
 */
export default function TrackOrderScreen({ title }: ScreenProps) {
  const { orderId: param } = useParams();
  const orderId = parseOrderId(param);
  const navigate = useNavigate();
  if (orderId !== null && readPass(orderId)) {
    return <Navigate to={fillPath(CUSTOMER_PATHS.orderCompletion, { orderId })} replace />;
  }

  return (
    <CustomerLayout order={null}>
      <section className="cx-card cx-card-narrow" aria-labelledby="track-title">
        <h1 id="track-title">{title}</h1>
        {param !== undefined && orderId === null && (
          <p className="cx-notice cx-notice-error" role="alert">
            {MESSAGE_ORDER_NOT_FOUND}
          </p>
        )}
        <p className="cx-lead">
          Enter your Order ID and the e-mail address you applied with to download your eVisitor.
        </p>
        <TrackOrderForm
          key={orderId ?? 'none'}
          initialOrderId={orderId}
          onTracked={(tracked) =>
            navigate(fillPath(CUSTOMER_PATHS.orderCompletion, { orderId: tracked }))
          }
        />
        <SupportHelp question="Can’t find your Order ID?" />
      </section>
    </CustomerLayout>
  );
}
