import path from 'node:path';
import { writeFileAtomically } from '../../storage/atomicWrite';
import { toMimeMessage, type DeliverableMail } from '../mimeMessage';
import type { MailProvider } from './mailProvider';

/**
 * The mail stays on this machine: it is already stored in the mail_outbox table, and is
 * also written as `<outboxDir>/<id>.eml` so a developer can open it in any mail program
 * or read it as text. An order document is named in it, not copied.
 */
export class LocalOutboxProvider implements MailProvider {
  readonly channel = 'Outbox' as const;

  constructor(private readonly outboxDir: string) {}

  /** The file a mail of the outbox is written to. */
  fileOf(mailId: number): string {
    return path.join(this.outboxDir, `${String(mailId).padStart(6, '0')}.eml`);
  }

  async send(mail: DeliverableMail): Promise<{ messageId: string }> {
    const target = this.fileOf(mail.id);
    await writeFileAtomically(target, await toMimeMessage(mail, { documentsByReference: true }));
    return { messageId: `outbox:${path.basename(target)}` };
  }
}
