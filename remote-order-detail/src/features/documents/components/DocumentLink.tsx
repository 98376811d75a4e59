import { useState } from 'react';
import { fetchOrderDocument } from '../api/orderDocument';
import { notifyError } from '../../../lib/stickyToast';
import { openFileInNewTab } from '../../../lib/openFileInNewTab';

interface Props {
  orderId: number;
  /** A document named by a history row; the current document when left out. */
  file1?: string;
  label?: string;
}

/**
 * Download File: the document is fetched with the staff session and opened in a new tab
 * (documents are never public URLs).
 */
export function DocumentLink({ orderId, file1, label = 'Download File' }: Props) {
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    const failure = await openFileInNewTab(() => fetchOrderDocument(orderId, file1));
    setBusy(false);
    if (failure) notifyError(failure.message);
  }

  return (
    <button
      type="button"
      className="od-link"
      onClick={() => void open()}
      disabled={busy}
      aria-busy={busy}
      title={file1}
    >
      {busy ? 'Opening…' : label}
    </button>
  );
}
