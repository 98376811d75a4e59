import { useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '@portal/shared/navigation/paths';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { fillPath } from '@portal/shared/util/fillPath';
import { DocumentDownload } from '../completion/DocumentDownload';
import { DownloadHistoryTable } from '../completion/DownloadHistoryTable';
import { CustomerLayout } from '../layout/CustomerLayout';
import { parseOrderId } from '../order/orderIdParam';
import { useVisitorOrder } from '../order/useVisitorOrder';
import { ProofGate } from '../track/ProofGate';

/** /get-new-order-details/{orderId}: Download Now and the Downloaded History. */
export default function OrderCompletionScreen({ title }: ScreenProps) {
  const { orderId: param } = useParams();
  const orderId = parseOrderId(param);
  const navigate = useNavigate();
  const { load, reload } = useVisitorOrder(orderId);
  const order = load.kind === 'ready' ? load.visitor.mainResult : null;

  return (
    <CustomerLayout order={order}>
      <h1 className="cx-page-title">{title}</h1>
      <ProofGate
        orderId={orderId}
        load={load}
        reload={reload}
        onOtherOrder={(tracked) => navigate(fillPath(PATHS.orderCompletion, { orderId: tracked }))}
        reason="To download your eVisitor, enter your Order ID and the e-mail address you applied with."
      >
        {(visitor) => (
          <>
            <DocumentDownload visitor={visitor} onDownloaded={reload} />
            <section className="cx-card" aria-labelledby="history-title">
              <h2 id="history-title">Downloaded History</h2>
              <DownloadHistoryTable rows={visitor.downloadHistoryList} />
            </section>
          </>
        )}
      </ProofGate>
    </CustomerLayout>
  );
}
