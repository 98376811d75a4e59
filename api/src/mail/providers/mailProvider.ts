import type { MailChannel } from '@portal/shared/entities/order';
import type { DeliverableMail } from '../mimeMessage';

/** One way out for mail: Amazon SES, SendGrid, or the local outbox folder. */
export interface MailProvider {
  readonly channel: MailChannel;
  /** Hands the mail over; resolves with the provider's id for it, rejects when it refused. */
  send(mail: DeliverableMail): Promise<{ messageId: string }>;
}

/** Providers answer within this, so a request waiting on its mail never hangs. */
export const SEND_TIMEOUT_MS = 15000;
