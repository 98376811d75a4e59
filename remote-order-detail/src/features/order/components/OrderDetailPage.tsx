import { Link } from 'react-router-dom';
import { queuePath } from '@portal/shared/navigation/paths';
import { ScreenTitleBar } from '@portal/web/ui/ScreenTitleBar';
import { useOrderDetails } from '../hooks/useOrderDetails';
import { ActivitySection } from '../../activity/components/ActivitySection';
import { ApplicationContextSection } from '../../application/components/ApplicationContextSection';
import { CommentHistorySection } from '../../remarks/components/CommentHistorySection';
import { ContactDetailsSection } from '../../application/components/ContactDetailsSection';
import { DeclarationsSection } from '../../application/components/DeclarationsSection';
import { DownloadHistorySection } from '../../documents/components/DownloadHistorySection';
import { EmailHistorySection } from '../../documents/components/EmailHistorySection';
import { LegalOffenceSection } from '../../application/components/LegalOffenceSection';
import { OrderDetailsSection } from '../../application/components/OrderDetailsSection';
import { PassportDetailsSection } from '../../application/components/PassportDetailsSection';
import { RemarksPanel } from '../../remarks/components/RemarksPanel';
import { TravelDocumentsSection } from '../../application/components/TravelDocumentsSection';
import { UploadDocumentSection } from '../../documents/components/UploadDocumentSection';
import { BottomBar } from '../../bottom-bar/components/BottomBar';
import { StatusMovePanel } from '../../status-moves/components/StatusMovePanel';

interface Props {
  title: string;
  orderId: number;
}

/**
 * The order page: the sections of docs/product.md#order-detail in order, the move panel and the
 * bottom bar.
 */
export function OrderDetailPage({ title, orderId }: Props) {
  const { order: loaded, refetch, refreshAll } = useOrderDetails(orderId);

  if (loaded.state === 'error') {
    // 403: the order waits in another member's My Orders (docs/product.md#orders-table).
    const forbidden = loaded.failure.kind === 'forbidden';
    return (
      <section className="panel od-problem" role="alert">
        <h1>
          {forbidden ? `You cannot open order ${orderId}` : `Order ${orderId} could not be opened`}
        </h1>
        <p>{loaded.error}</p>
        <div className="od-buttons">
          <button type="button" className="btn btn-primary" onClick={loaded.reload}>
            Try again
          </button>
          <Link className="btn" to={queuePath('newOrder')}>
            Back to New Orders
          </Link>
        </div>
      </section>
    );
  }
  if (loaded.state !== 'ready') {
    return (
      <div className="loading-panel" role="status">
        <span className="spinner" aria-hidden="true" /> Loading order {orderId}…
      </div>
    );
  }
  const { data: order, refreshing } = loaded;
  const onChanged = () => void refetch();
  return (
    <div className="od-page" aria-busy={refreshing}>
      <ScreenTitleBar
        title={`${title} · ${order.order_id}`}
        actions={
          <>
            <span className="od-status-chip">{order.process_status.trim()}</span>
            <button
              type="button"
              className="btn"
              onClick={() => void refreshAll()}
              disabled={refreshing}
            >
              {refreshing ? 'Refreshing…' : 'Refresh'}
            </button>
          </>
        }
      />
      <p className="od-subtitle muted">
        {order.given_names} {order.family_name} · {order.email} · {order.processing_type} processing
        {order.assign_to ? ` · assigned to ${order.assign_to}` : ''}
      </p>

      <EmailHistorySection order={order} onChanged={onChanged} />
      <UploadDocumentSection order={order} onChanged={onChanged} />
      <div className="od-grid">
        <OrderDetailsSection order={order} />
        <ApplicationContextSection order={order} />
        <PassportDetailsSection order={order} />
        <TravelDocumentsSection order={order} />
        <ContactDetailsSection order={order} />
        <LegalOffenceSection order={order} />
        <DeclarationsSection order={order} />
      </div>
      <DownloadHistorySection order={order} />
      <RemarksPanel key={order.order_id} order={order} onChanged={onChanged} />
      <CommentHistorySection order={order} />
      <ActivitySection orderId={order.order_id} />
      <StatusMovePanel order={order} onChanged={onChanged} />
      <BottomBar order={order} onChanged={onChanged} />
    </div>
  );
}
