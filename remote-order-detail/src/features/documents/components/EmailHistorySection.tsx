import { useState } from 'react';
import { ConfirmDialog } from '@portal/web/ui/ConfirmDialog';
import { formatMailDateTime } from '@portal/shared/dates/formatters';
import type {
  MailHistoryItem,
  MailServiceProvider,
  OrderDetails,
} from '@portal/shared/entities/order';
import { resendMail } from '../api/resendMail';
import { BusyButton } from '../../../components/BusyButton';
import { DocumentLink } from './DocumentLink';
import { RecipientField } from '../../../components/RecipientField';
import { HistoryTable } from '../../../components/HistoryTable';
import { Section } from '../../../components/Section';
import { useOrderActions } from '../../../hooks/useOrderActions';
import { useRecipientEmail } from '../../../hooks/useRecipientEmail';
import { REJECTION_CONFIRM, sendRejection } from '../lib/rejection';

interface Props {
  order: OrderDetails;
  onChanged(): void;
}

type Action = 'resend' | 'resend-aws' | 'resend-sendgrid' | 'reject';

/** How the mail left: kept in the local outbox, still queued, or failed (with why). */
function DeliveryNote({ mail }: { mail: MailHistoryItem }) {
  const delivery = mail.delivery;
  if (!delivery) return null;
  if (delivery.status === 'failed') {
    return <span className="od-delivery od-delivery-failed">failed: {delivery.error}</span>;
  }
  if (delivery.status === 'pending') {
    return (
      <span className="od-delivery" title={delivery.error ?? undefined}>
        queued
      </span>
    );
  }
  return delivery.channel === 'Outbox' ? (
    <span
      className="od-delivery"
      title="No credentials for this provider: the mail is in the local outbox"
    >
      local outbox
    </span>
  ) : null;
}

function DownloadCell({ mail }: { mail: MailHistoryItem }) {
  if (!mail.uploadDoc) return <span className="muted">—</span>;
  if (mail.uploadDoc.is_rejected_doc === 'Yes')
    return <strong className="od-rejected">Rejected</strong>;
  return <DocumentLink orderId={mail.order_id} file1={mail.uploadDoc.file1} />;
}

/** 1. Email History: every mail of the order, then the resend buttons (hidden when empty). */
export function EmailHistorySection({ order, onChanged }: Props) {
  const { field, checkedEmail } = useRecipientEmail(order.email);
  const [confirming, setConfirming] = useState(false);
  const { busy, perform } = useOrderActions<Action>();

  if (order.mailHistory.length === 0) return null;

  async function resend(action: Action, provider?: MailServiceProvider) {
    const to = checkedEmail();
    if (!to) return;
    const done = await perform(action, () => resendMail(order.order_id, to, provider));
    if (done) onChanged();
  }

  async function reject() {
    const to = checkedEmail();
    if (!to) return;
    const done = await perform('reject', () => sendRejection(order.order_id, to));
    if (done === null) return;
    setConfirming(false);
    if (done) onChanged();
  }

  return (
    <Section title="Email History">
      <HistoryTable
        label="Email History"
        headers={['#', 'Order ID', 'Download', 'Date & Time', 'Mail Provider', 'Remainder Mail']}
        empty={false}
      >
        {order.mailHistory.map((mail, index) => (
          <tr key={mail.id}>
            <td>{index + 1}</td>
            <td>{mail.order_id}</td>
            <td>
              <DownloadCell mail={mail} />
            </td>
            <td>{formatMailDateTime(mail.create_ts)}</td>
            <td>
              <span className="od-provider">{mail.mail_service_provider}</span>
              <DeliveryNote mail={mail} />
            </td>
            <td>{mail.remainder_mail === 1 ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </HistoryTable>

      <div className="od-form-row">
        <RecipientField label="Resend to Email ID" {...field} />
        <div className="od-buttons">
          <BusyButton
            busy={busy === 'resend'}
            disabled={busy !== null}
            onClick={() => void resend('resend')}
          >
            Resend Mail
          </BusyButton>
          <BusyButton
            busy={busy === 'resend-aws'}
            disabled={busy !== null}
            onClick={() => void resend('resend-aws', 'AWS')}
          >
            Resend Mail(AWS)
          </BusyButton>
          <BusyButton
            busy={busy === 'resend-sendgrid'}
            disabled={busy !== null}
            onClick={() => void resend('resend-sendgrid', 'Sendgrid')}
          >
            Resend Mail(Sendgrid)
          </BusyButton>
          {/* Only a rejected document has a rejection mail to resend; otherwise it would be
              Reject Applicant under another name (offered in Upload Document). */}
          {order.uploadDoc?.is_rejected_doc === 'Yes' && (
            <BusyButton
              className="btn btn-danger-outline"
              busy={busy === 'reject'}
              disabled={busy !== null}
              onClick={() => {
                if (checkedEmail()) setConfirming(true);
              }}
            >
              Resend Reject Mail
            </BusyButton>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        message={REJECTION_CONFIRM}
        busy={busy === 'reject'}
        onConfirm={() => void reject()}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
