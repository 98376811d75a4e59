import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isSuccess, STATUS_SUCCESS } from '@portal/shared/api/envelope';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import { fillPath } from '@portal/shared/util/fillPath';
import { downloadDocument } from '../api/downloadPassportDoc';
import { usePageSite } from '../../../lib/pageBrand';
import { readPass } from '../../../lib/customerPassStore';
import { hasEnded, OutcomeNotice } from '../../status/components/OutcomeNotice';
import { orderOutcome } from '../../../lib/statusSteps';
import { OrderSummary } from '../../visitor-order/components/OrderSummary';
import type { LoadedVisitor } from '../../visitor-order/hooks/useVisitorOrder';
import { DOWNLOAD_DELAY_MS, saveFile } from '../lib/saveFile';

/**
 * Download Now: the server sends the file and records the download; the browser's own
 * download starts a second later, named order id plus file name
 * (docs/product.md#customer-pages). The call is a change through the cache: once answered,
 * the order is fetched again, with the new row of its Downloaded History (or, the pass having
 * run out, the track form instead). A failure is logged and also told to the customer, with
 * Download Now to try again and the support contact (docs/decisions.md, "Customer order states").
 */
export function DocumentDownload({ visitor }: { visitor: LoadedVisitor }) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const order = visitor.mainResult;
  const ready = visitor.downloadFilePath;
  const site = usePageSite(order);
  const outcome = orderOutcome(order.process_status);
  const downloading = useApiMutation(async (request: { file1: string; customerToken: string }) => {
    const result = await downloadDocument({
      orderId: order.order_id,
      customername: `${order.given_names} ${order.family_name}`,
      ...request,
    });
    return result.ok ? { status: STATUS_SUCCESS, message: '', data: result.file } : result.error;
  });
  const busy = downloading.busy || saving;

  async function download(file1: string) {
    // A pass that ran out is forgotten here, and the page asks for the e-mail again.
    const pass = readPass(order.order_id);
    if (!pass) return;
    setFailed(false);
    const answer = await downloading.run({ file1, customerToken: pass.customerToken });
    if (!isSuccess(answer)) {
      console.error(`Download of order ${order.order_id} failed: ${answer.message}`);
      setFailed(true);
      return;
    }
    setSaving(true);
    window.setTimeout(() => {
      saveFile(answer.data, `${order.order_id}${file1}`);
      setSaving(false);
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
          {failed && (
            <p className="cx-notice cx-notice-error" role="alert">
              We could not download your eVisitor just now. Please press Download Now to try again.
              If it keeps failing,{' '}
              <a href={site.contactUrl} target="_blank" rel="noopener noreferrer">
                contact support
              </a>{' '}
              — we reply within 24–48 hours.
            </p>
          )}
        </>
      ) : hasEnded(outcome) ? (
        <OutcomeNotice outcome={outcome} site={site} titleId="document-title" />
      ) : (
        <>
          <h2 id="document-title">
            {outcome === 'approved'
              ? 'Your eVisitor has been approved'
              : 'Your eVisitor is not ready to download yet'}
          </h2>
          <p className="cx-lead">
            {outcome === 'approved'
              ? 'We are preparing your document and will e-mail you as soon as you can download it.'
              : 'We will e-mail you as soon as it is approved.'}{' '}
            <Link to={fillPath(CUSTOMER_PATHS.statusTrack, { orderId: order.order_id })}>
              Check your application status
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
