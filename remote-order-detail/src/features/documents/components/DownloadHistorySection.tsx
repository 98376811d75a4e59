import { formatDownloadDateTime } from '@portal/shared/dates/formatters';
import type { OrderDetails } from '@portal/shared/entities/order';
import { sendDownloadHistoryMail } from '../api/sendDownloadHistoryMail';
import { BusyButton } from '../../../components/BusyButton';
import { DocumentLink } from './DocumentLink';
import { RecipientField } from '../../../components/RecipientField';
import { HistoryTable } from '../../../components/HistoryTable';
import { Section } from '../../../components/Section';
import { useOrderActions } from '../../../hooks/useOrderActions';
import { useRecipientEmail } from '../../../hooks/useRecipientEmail';

/** 10. Download History: the customer's downloads (EST), and Sent Mail to mail the list. */
export function DownloadHistorySection({ order }: { order: OrderDetails }) {
  const recipient = useRecipientEmail(order.email);
  const { busy, perform } = useOrderActions<'send'>();

  async function send() {
    const to = recipient.checkedEmail();
    if (to) await perform('send', () => sendDownloadHistoryMail(order.order_id, to));
  }

  return (
    <Section title="Download History">
      <HistoryTable
        label="Download History"
        headers={['#', 'Order ID', 'Date & Time', 'Downloaded File', 'IP Address', 'Location']}
        empty={order.downloadHistory.length === 0}
      >
        {order.downloadHistory.map((download, index) => (
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
        ))}
      </HistoryTable>
      <div className="od-form-row">
        <RecipientField label="Send download history to" {...recipient.field} />
        <div className="od-buttons">
          <BusyButton busy={busy !== null} onClick={() => void send()}>
            Sent Mail
          </BusyButton>
        </div>
      </div>
    </Section>
  );
}
