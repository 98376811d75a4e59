import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { SesConfig } from '../mailConfig';
import { toMimeMessage, type DeliverableMail } from '../mimeMessage';
import { SEND_TIMEOUT_MS, type MailProvider } from './mailProvider';

/** Amazon SES (v2): the whole MIME message is sent raw, attachments included. */
export class SesProvider implements MailProvider {
  readonly channel = 'AWS' as const;
  private readonly client: SESv2Client;

  constructor(config: SesConfig) {
    this.client = new SESv2Client({
      region: config.region,
      credentials: config.credentials,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      // The dispatcher retries on its own schedule; one try per delivery attempt.
      maxAttempts: 1,
      requestHandler: { connectionTimeout: SEND_TIMEOUT_MS, requestTimeout: SEND_TIMEOUT_MS },
    });
  }

  async send(mail: DeliverableMail): Promise<{ messageId: string }> {
    const answer = await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: mail.from,
        Destination: { ToAddresses: [mail.to] },
        Content: { Raw: { Data: await toMimeMessage(mail) } },
      }),
    );
    return { messageId: answer.MessageId ?? '' };
  }

  destroy(): void {
    this.client.destroy();
  }
}
