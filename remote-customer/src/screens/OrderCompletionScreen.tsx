import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { DocumentDownload } from '../features/completion/components/DocumentDownload';
import { DownloadHistoryTable } from '../features/completion/components/DownloadHistoryTable';
import { ProvenOrderPage } from '../features/track/components/ProvenOrderPage';

/** /get-new-order-details/{orderId}: Download Now and the Downloaded History. */
export default function OrderCompletionScreen({ title }: ScreenProps) {
  return (
    <ProvenOrderPage
      title={title}
      page="orderCompletion"
      reason="To download your eVisitor, enter your Order ID and the e-mail address you applied with."
    >
      {(visitor) => (
        <>
          <DocumentDownload visitor={visitor} />
          <section className="cx-card" aria-labelledby="history-title">
            <h2 id="history-title">Downloaded History</h2>
            <DownloadHistoryTable rows={visitor.downloadHistoryList} />
          </section>
        </>
      )}
    </ProvenOrderPage>
  );
}
