import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import type { SendgridConfig } from '../mailConfig';
import type { DeliverableMail } from '../mimeMessage';
import { SEND_TIMEOUT_MS, type MailProvider } from './mailProvider';

/** SendGrid's v3 mail API, through its own client with the API host overridable. */
export class SendgridProvider implements MailProvider {
  readonly channel = 'Sendgrid' as const;
  private readonly service = new MailService();

  constructor(config: SendgridConfig) {
    const client = new Client();
    client.setApiKey(config.apiKey);
    if (config.baseUrl) client.setDefaultRequest('baseUrl', config.baseUrl);
    this.service.setClient(client);
    this.service.setTimeout(SEND_TIMEOUT_MS);
  }

  async send(mail: DeliverableMail): Promise<{ messageId: string }> {
    const [response] = await this.service.send({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === null ? {} : { html: mail.html }),
      attachments: mail.attachments.map((attachment) => ({
        filename: attachment.filename,
        type: attachment.contentType,
        content: attachment.content.toString('base64'),
        disposition: 'attachment',
      })),
      customArgs: { outboxId: String(mail.id) },
    });
    const messageId = response.headers['x-message-id'];
    return { messageId: typeof messageId === 'string' ? messageId : '' };
  }
}
