import type { OrderDetails } from '@portal/shared/entities/order';
import { approvalEmail } from '@portal/shared/orders/approvalEmail';
import { Modal } from '../../../components/Modal';

/** wa.me wants the full international number, digits only. */
export function whatsappLink(order: OrderDetails, text: string): string | null {
  const digits = `${order.mobile_phone_code ?? ''}${order.mobile_phone}`.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

interface Props {
  order: OrderDetails;
  onClose(): void;
}

/** View Email Content: the approval e-mail as the applicant gets it, and the same by WhatsApp. */
export function EmailContentModal({ order, onClose }: Props) {
  const mail = approvalEmail(order, order.track_url);
  const whatsapp = whatsappLink(
    order,
    [mail.greeting, ...mail.paragraphs, mail.trackUrl, mail.signature].join('\n\n'),
  );
  return (
    <Modal
      title="Email Content"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
          {whatsapp ? (
            <a
              className="btn btn-primary"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              Send Whatsapp Message
            </a>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled
              title="No phone number on the order"
            >
              Send Whatsapp Message
            </button>
          )}
        </>
      }
    >
      <article className="od-mail-preview">
        <p className="od-mail-subject">
          <span className="muted">Subject:</span> {mail.subject}
        </p>
        <p>{mail.greeting}</p>
        {mail.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <a href={mail.trackUrl} target="_blank" rel="noopener noreferrer">
            {mail.trackUrl}
          </a>
        </p>
        <p className="od-mail-signature">{mail.signature}</p>
      </article>
    </Modal>
  );
}
