import type { MailServiceProvider } from '@portal/shared/entities/order';
import type { DeliveryOutcome } from '../../mail/mailDispatcher';

/** How the mail a call just recorded left the portal, in words for the toast. */
export function deliveryNote(
  outcome: DeliveryOutcome | undefined,
  asked: MailServiceProvider,
): string {
  if (!outcome || outcome.status === 'pending') {
    const reason = outcome?.error ? ` (${outcome.error})` : '';
    return `The mail could not be sent yet${reason}; it will be retried automatically.`;
  }
  if (outcome.status === 'failed')
    return `The mail could not be sent: ${outcome.error ?? 'unknown error'}.`;
  return outcome.channel === 'Outbox'
    ? `${asked} is not configured here, so the mail was kept in the local outbox.`
    : `Sent through ${asked}.`;
}
