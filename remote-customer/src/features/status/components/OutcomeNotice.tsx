import { useId } from 'react';
import type { BrandSite } from '@portal/shared/brands/brandSites';
import type { OrderOutcome } from '../../../lib/statusSteps';

/** What happens next for an order that will not bring a document, and where to get help. */
const ENDED: Record<'notApproved' | 'closed', { title: string; text: string }> = {
  notApproved: {
    title: 'Your application was not approved',
    text: 'We have e-mailed you the reason for this decision. If you have questions, or would like help with a new application, our support team is here for you.',
  },
  closed: {
    title: 'This order is closed',
    text: 'No eVisitor will be issued for this order. If you think this is a mistake, our support team is here for you.',
  },
};

/** Shown instead of the download for a Rejected, refunded, charged back or deleted order. */
export function OutcomeNotice({
  outcome,
  site,
  titleId,
}: {
  outcome: keyof typeof ENDED;
  site: BrandSite;
  titleId?: string;
}) {
  const { title, text } = ENDED[outcome];
  const ownId = useId();
  const headingId = titleId ?? ownId;
  return (
    <section className="cx-notice cx-outcome" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{text}</p>
      <p>
        <a href={site.contactUrl} target="_blank" rel="noopener noreferrer">
          Contact Support
        </a>{' '}
        — we reply within 24–48 hours.
      </p>
    </section>
  );
}

export function hasEnded(outcome: OrderOutcome): outcome is keyof typeof ENDED {
  return outcome === 'notApproved' || outcome === 'closed';
}
