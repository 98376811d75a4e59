import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { fillPath } from '@portal/shared/util/fillPath';
import { usePageSite } from '../lib/pageBrand';
import { OrderSummary } from '../features/visitor-order/components/OrderSummary';
import type { LoadedVisitor } from '../features/visitor-order/hooks/useVisitorOrder';
import { AdditionalDetailsModal } from '../features/status/components/AdditionalDetailsModal';
import { hasEnded, OutcomeNotice } from '../features/status/components/OutcomeNotice';
import { StatusSteps } from '../features/status/components/StatusSteps';
import { applicationStatus } from '../lib/statusSteps';
import { ProvenOrderPage } from '../features/track/components/ProvenOrderPage';

/** /status-track/{orderId}: the four steps of the application (docs/product.md#customer-status). */
export default function StatusTrackScreen({ title }: ScreenProps) {
  return (
    <ProvenOrderPage
      title={title}
      page="statusTrack"
      reason="To see the status of your application, enter your Order ID and the e-mail address you applied with."
    >
      {(visitor) => <ApplicationStatusView visitor={visitor} />}
    </ProvenOrderPage>
  );
}

function ApplicationStatusView({ visitor }: { visitor: LoadedVisitor }) {
  const navigate = useNavigate();
  const [showDetails, setShowDetails] = useState(false);
  const closeDetails = useCallback(() => setShowDetails(false), []);
  const order = visitor.mainResult;
  const site = usePageSite(order);
  const { steps, canDownload, outcome } = applicationStatus(
    order.order_status,
    order.process_status,
  );

  return (
    <section className="cx-card">
      <OrderSummary order={order} />
      <StatusSteps steps={steps} onViewDetails={() => setShowDetails(true)} />
      <div className="cx-actions">
        <button
          type="button"
          className="btn btn-primary cx-download"
          disabled={!canDownload}
          aria-describedby={outcome === 'inProgress' ? 'download-later' : undefined}
          onClick={() => navigate(fillPath(CUSTOMER_PATHS.trackOrder, { orderId: order.order_id }))}
        >
          Download Now
        </button>
        {outcome === 'inProgress' && (
          <p id="download-later" className="cx-muted">
            Download Now becomes available once your application is approved.
          </p>
        )}
      </div>
      {hasEnded(outcome) && <OutcomeNotice outcome={outcome} site={site} />}
      {showDetails && (
        <AdditionalDetailsModal
          remarks={order.remarks}
          contactUrl={site.contactUrl}
          onClose={closeDetails}
        />
      )}
    </section>
  );
}
