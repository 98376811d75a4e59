import type { MailServiceProvider } from '@portal/shared/entities/order';
import type { DeliveryOutcome } from './mailDispatcher';

/**
 * The toast of a call that mailed something: which mail went to whom, then how it left the
 * portal. The mail is named, not said to be sent, since it may still wait in the outbox.
 */
export function deliveryMessage(
  mail: string,
  to: string,
  outcome: DeliveryOutcome | undefined,
  asked: MailServiceProvider,
): string {
  return `${mail} to ${to}: ${howItLeft(outcome, asked)}.`;
}

function howItLeft(outcome: DeliveryOutcome | undefined, asked: MailServiceProvider): string {
  if (!outcome || outcome.status === 'pending') {
    const reason = outcome?.error ? ` (${outcome.error})` : '';
    return `not sent yet${reason}; it will be retried automatically`;
  }
  if (outcome.status === 'failed') return `not sent (${outcome.error ?? 'unknown error'})`;
  return outcome.channel === 'Outbox'
    ? `kept in the local outbox, since ${asked} is not configured here`
    : `sent through ${asked}`;
}
