import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { fillPath } from '@portal/shared/util/fillPath';
import { CustomerLayout } from '../features/layout/components/CustomerLayout';
import { SupportHelp } from '../features/layout/components/SupportHelp';
import { usePassToken } from '../lib/customerPassStore';
import { parseOrderId } from '@portal/shared/customer/orderIdParam';
import { MESSAGE_ORDER_NOT_FOUND } from '@portal/shared/customer/customerMessages';
import {
  TRACK_FORM_PROBLEM_PARAM,
  trackFormProblemMessage,
} from '@portal/shared/customer/trackFormAnswer';
import { TrackOrderForm } from '../features/track/components/TrackOrderForm';

/**
 * /track-order/{orderId}: the customer proves the order is theirs, then downloads it. An
 * order already proven in this tab (its customer pass still valid) goes straight to the
 * download: Download Now on the status page never asks for the e-mail again. A refusal of
 * the form sent without JavaScript comes back here with its messages in the address.
 */
export default function TrackOrderScreen({ title }: ScreenProps) {
  const { orderId: param } = useParams();
  const orderId = parseOrderId(param);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const passToken = usePassToken(orderId);
  if (orderId !== null && passToken !== null) {
    return <Navigate to={fillPath(CUSTOMER_PATHS.orderCompletion, { orderId })} replace />;
  }
  const notices =
    param !== undefined && orderId === null
      ? [MESSAGE_ORDER_NOT_FOUND]
      : // A key given twice in a hand-edited address is shown once.
        [...new Set(search.getAll(TRACK_FORM_PROBLEM_PARAM))].flatMap(
          (key) => trackFormProblemMessage(key) ?? [],
        );

  return (
    <CustomerLayout order={null}>
      <section className="cx-card cx-card-narrow" aria-labelledby="track-title">
        <h1 id="track-title">{title}</h1>
        {notices.map((notice) => (
          <p key={notice} className="cx-notice cx-notice-error" role="alert">
            {notice}
          </p>
        ))}
        <p className="cx-lead">
          Enter your Order ID and the e-mail address you applied with to download your eVisitor.
        </p>
        <TrackOrderForm
          key={orderId ?? 'none'}
          initialOrderId={orderId}
          landing="orderCompletion"
          onTracked={(tracked) =>
            navigate(fillPath(CUSTOMER_PATHS.orderCompletion, { orderId: tracked }))
          }
        />
        <SupportHelp question="Can’t find your Order ID?" />
      </section>
    </CustomerLayout>
  );
}
