import { formatDownloadDateTime } from '@portal/shared/dates/formatters';
import type { DownloadHistoryItem } from '@portal/shared/entities/order';
import { brandOf } from '@portal/shared/brands/brandDomains';
import { BRAND_SITES } from '@portal/shared/brands/brandSites';
import { approvalEmail, trackOrderUrl } from '@portal/shared/orders/approvalEmail';
import { renderMail, type MailContent } from './mailLayout';

/** What the order mails need to know of the order. */
export interface MailOrder {
  order_id: number;
  given_names: string;
  family_name: string;
}

const SIGNATURE = 'Kind regards,\nThe eVisitor support team';

function fullName(order: MailOrder): string {
  return `${order.given_names} ${order.family_name}`.trim() || 'applicant';
}

/** The approval mail that carries the visa document (the page previews the same text). */
export function documentMail(order: MailOrder, siteUrl: string): MailContent {
  const approval = approvalEmail(order, trackOrderUrl(siteUrl, order.order_id));
  return renderMail({
    subject: approval.subject,
    greeting: approval.greeting,
    paragraphs: approval.paragraphs,
    link: { label: 'Download your eVisitor', url: approval.trackUrl },
    signature: approval.signature,
  });
}

/** A resend: the same mail, marked as a reminder in its subject. */
export function reminderMail(order: MailOrder, siteUrl: string): MailContent {
  const mail = documentMail(order, siteUrl);
  return { ...mail, subject: `Reminder: ${mail.subject}` };
}

/** The refusal: the applicant is told the outcome; the Department's letter is attached. */
export function rejectionMail(order: MailOrder): MailContent {
  return renderMail({
    subject: `Outcome of your Australian eVisitor application (order ${order.order_id})`,
    greeting: `Dear ${fullName(order)},`,
    paragraphs: [
      `We are sorry to tell you that the Department of Home Affairs has refused the eVisitor application for order ${order.order_id}. The Department's letter is attached to this e-mail.`,
      'The refusal does not stop you from applying for another type of Australian visa. Reply to this e-mail if you would like to know your options; our team answers within 24-48 hours.',
    ],
    signature: SIGNATURE,
  });
}

/** The record of every download of the document, with time (EST), IP and location. */
export function downloadHistoryMail(
  order: MailOrder,
  downloads: readonly DownloadHistoryItem[],
  siteUrl: string,
): MailContent {
  return renderMail({
    subject: `Download history of order ${order.order_id}`,
    greeting: `Dear ${fullName(order)},`,
    paragraphs: [
      downloads.length === 0
        ? `The eVisitor document of order ${order.order_id} has not been downloaded yet.`
        : `The eVisitor document of order ${order.order_id} was downloaded ${downloads.length} time${downloads.length === 1 ? '' : 's'}:`,
    ],
    table:
      downloads.length === 0
        ? undefined
        : {
            head: ['#', 'Date & Time', 'IP Address', 'Location', 'File'],
            rows: downloads.map((download, index) => [
              String(index + 1),
              formatDownloadDateTime(download.create_ts),
              download.ip,
              download.timezone,
              download.file1,
            ]),
          },
    link: { label: 'Download your eVisitor', url: trackOrderUrl(siteUrl, order.order_id) },
    signature: SIGNATURE,
  });
}

/** What the refund mail reads of the order: its brand comes from the site it was placed on. */
export interface RefundMailOrder extends MailOrder {
  domain_name: string | null;
}

/**
 * The refund: the customer is told their payment goes back to them, in the name of the brand
 * they bought from (docs/product.md#mail), with that brand's contact page.
 */
export function refundMail(order: RefundMailOrder): MailContent {
  const brand = BRAND_SITES[brandOf(order.domain_name)];
  return renderMail({
    subject: `Refund of your eVisitor application ${order.order_id}`,
    greeting: `Dear ${fullName(order)},`,
    paragraphs: [
      `We have refunded the payment for your eVisitor application, order ${order.order_id}, placed on ${brand.name}.`,
      'The amount goes back to the card or account you paid with; your bank decides how soon it shows on your statement.',
      'If you have any questions, reply to this e-mail and quote your order number.',
    ],
    link: { label: `Contact ${brand.name}`, url: brand.contactUrl },
    signature: `Kind regards,\nThe ${brand.name} support team`,
  });
}
