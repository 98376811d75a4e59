import { useState } from 'react';
import { formatDownloadDateTime } from '@portal/shared/dates/formatters';
import type { OrderDetails } from '@portal/shared/entities/order';
import { MESSAGES } from '@portal/shared/validation/messages';
import { sendDownloadHistoryMail } from '../api/orderCalls';
import { BusyButton } from '../components/BusyButton';
import { DocumentLink } from '../components/DocumentLink';
import { RecipientField } from '../components/RecipientField';
import { Section } from '../components/Section';
import { performAction } from '../lib/performAction';

/** 10. Download History: the customer's downloads (EST), and Sent Mail to mail the list. */
export function DownloadHistorySection({ order }: { order: OrderDetails }) {
  const [email, setEmail] = useState(order.email);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    const to = email.trim();
    if (!to) {
      setError(MESSAGES.uploadEmailRequired);
      return;
    }
    setSending(true);
    await performAction(() => sendDownloadHistoryMail(order.order_id, to));
    setSending(false);
  }

  return (
    <Section title="Download History">
      <div className="od-table-wrap">
        <table className="od-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Order ID</th>
              <th scope="col">Date &amp; Time</th>
              <th scope="col">Downloaded File</th>
              <th scope="col">IP Address</th>
              <th scope="col">Location</th>
            </tr>
          </thead>
          <tbody>
            {order.downloadHistory.length === 0 ? (
              <tr>
                <td colSpan={6} className="od-empty">
                  No record found
                </td>
              </tr>
            ) : (
              order.downloadHistory.map((download, index) => (
                <tr key={download.id}>
                  <td>{index + 1}</td>
                  <td>{download.order_id}</td>
                  <td>{formatDownloadDateTime(download.create_ts)}</td>
                  <td>
                    <DocumentLink
                      orderId={download.order_id}
                      file1={download.file1}
                      label={download.file1}
                    />
                  </td>
                  <td>{download.ip}</td>
                  <td>{download.timezone}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="od-form-row">
        <RecipientField
          label="Send download history to"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(null);
          }}
          error={error}
        />
        <div className="od-buttons">
          <BusyButton busy={sending} onClick={() => void send()}>
            Sent Mail
          </BusyButton>
        </div>
      </div>
    </Section>
  );
}
