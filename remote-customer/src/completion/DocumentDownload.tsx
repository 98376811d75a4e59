import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@portal/shared/navigation/paths';
import { fillPath } from '@portal/shared/util/fillPath';
import { downloadDocument } from '../api/downloadDocument';
import { readPass } from '../order/customerPassStore';
import { OrderSummary } from '../order/OrderSummary';
import type { LoadedVisitor } from '../order/useVisitorOrder';
import { DOWNLOAD_DELAY_MS, saveFile } from './saveFile';

interface Props {
  visitor: LoadedVisitor;
  /** After a download call: the history has a new row (or the pass ran out). */
  onDownloaded: () => void;
}

/**
 * Download Now: the server sends the file and records the download; the browser's own
 * download starts a second later, named order id plus file name
 * (docs/product.md#customer-pages). A failure is only logged (docs/product.md#messages).
 */
export function DocumentDownload({ visitor, onDownloaded }: Props) {
  const [busy, setBusy] = useState(false);
  const order = visitor.mainResult;
  const ready = visitor.downloadFilePath;

  async function download(file1: string) {
    const pass = readPass(order.order_id);
    if (!pass) {
      onDownloaded();
      return;
    }
    setBusy(true);
    const result = await downloadDocument({
      orderId: order.order_id,
      customername: `${order.given_names} ${order.family_name}`,
      file1,
      customerToken: pass.customerToken,
    });
    if (!result.ok) {
      console.error(`Download of order ${order.order_id} failed: ${result.error.message}`);
      setBusy(false);
      onDownloaded();
      return;
    }
    window.setTimeout(() => {
      saveFile(result.file, `${order.order_id}${file1}`);
      setBusy(false);
      onDownloaded();
    }, DOWNLOAD_DELAY_MS);
  }

  return (
    <section className="cx-card cx-download-card" aria-labelledby="document-title">
      <OrderSummary order={order} />
      {ready ? (
        <>
          <h2 id="document-title">Your eVisitor is ready</h2>
          <p className="cx-lead">
            Download your eVisitor grant and keep a copy with your passport when you travel.
          </p>
          <button
            type="button"
            className="btn btn-primary cx-download"
            disabled={busy}
            onClick={() => void download(ready.file1)}
          >
            {busy && <span className="spinner cx-spinner-light" aria-hidden="true" />}
            Download Now
          </button>
        </>
      ) : (
        <>
          <h2 id="document-title">Your eVisitor is not ready to download yet</h2>
          <p className="cx-lead">
            We will e-mail you as soon as it is approved.{' '}
            <Link to={fillPath(PATHS.statusTrack, { orderId: order.order_id })}>
              Check your application status
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
