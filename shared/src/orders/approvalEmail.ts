import { encodeId } from '../encoding/idCodec';
import { PATHS } from '../navigation/paths';
import { fillPath } from '../util/fillPath';

/** Approval limits the e-mail states (docs/product.md#mail). */
export const DECISION_WORKING_DAYS = 3;
export const VALIDITY_YEARS = 2;
export const MAX_STAY_MONTHS = 6;

export interface ApprovalEmail {
  subject: string;
  greeting: string;
  paragraphs: string[];
  trackUrl: string;
  signature: string;
}

export interface ApprovalEmailOrder {
  order_id: number;
  given_names: string;
  family_name: string;
}

/** The customer's track-order link: the customer pages under `siteOrigin`, encoded id. */
export function trackOrderUrl(siteOrigin: string, orderId: number): string {
  return `${siteOrigin.replace(/\/$/, '')}${fillPath(PATHS.trackOrder, { orderId: encodeId(orderId) })}`;
}

/**
 * The approval e-mail sent with the visa document (docs/product.md#mail): shown as a preview on
 * the order page and sent by the server, so both always say the same. `trackUrl` is the
 * order's `trackOrderUrl` on the customer site, which only the server knows.
 */
export function approvalEmail(order: ApprovalEmailOrder, trackUrl: string): ApprovalEmail {
  const name = `${order.given_names} ${order.family_name}`.trim();
  return {
    subject: `Your Australian eVisitor is approved (order ${order.order_id})`,
    greeting: `Dear ${name || 'applicant'},`,
    paragraphs: [
      `Good news: your Australian eVisitor application for order ${order.order_id} has been approved. Your grant notice is attached to this e-mail.`,
      `A decision is normally made within ${DECISION_WORKING_DAYS} working days. Your eVisitor is valid for ${VALIDITY_YEARS} years and lets you stay in Australia for up to ${MAX_STAY_MONTHS} months on each visit, for tourism, visiting family or business visitor activities.`,
      'Keep a copy of the grant notice with your passport when you travel. You can download it again at any time from the link below.',
    ],
    trackUrl,
    signature: 'Kind regards,\nThe eVisitor support team',
  };
}
