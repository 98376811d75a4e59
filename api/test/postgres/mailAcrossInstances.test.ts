import { MailDispatcher } from '../../src/mail/mailDispatcher';
import { enqueueMail } from '../../src/mail/mailOutbox';
import type { DeliverableMail } from '../../src/mail/mimeMessage';
import type { MailProvider } from '../../src/mail/providers/mailProvider';
import { twoInstances } from '../helpers/anotherInstance';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Counts every send, whichever instance makes it; a send takes a moment, as a real one does. */
class CountingProvider implements MailProvider {
  readonly channel = 'Outbox' as const;
  readonly sends: number[] = [];
  async send(mail: DeliverableMail) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    this.sends.push(mail.id);
    return { messageId: `outbox-${mail.id}` };
  }
}

/** Two instances on one PostgreSQL database deliver the outbox together. */
describe('mail delivery across instances', () => {
  const pair = twoInstances();

  it('sends each pending mail exactly once while both instances sweep and deliver at once', async () => {
    // Only the dispatchers made here send: the apps' own periodic sweeps stop.
    await Promise.all([pair.a.app.mailDispatcher.stop(), pair.b.mailDispatcher.stop()]);
    const provider = new CountingProvider();
    const dispatchers = [pair.a.app, pair.b].map(
      (app) =>
        new MailDispatcher(
          app.db,
          { AWS: null, Sendgrid: null, Outbox: provider },
          {
            from: 'support@example.com',
            documents: app.documents,
            log: silent,
          },
        ),
    );
    const ids: number[] = [];
    for (let n = 0; n < 40; n++) {
      ids.push(
        await enqueueMail(pair.a.app.db, {
          orderId: null,
          kind: 'invoice',
          provider: 'Outbox',
          to: `customer${n}@example.com`,
          subject: 'Invoice',
          text: 'Your invoice',
        }),
      );
    }
    await Promise.all(
      dispatchers.flatMap((dispatcher) => [dispatcher.sweep(), dispatcher.deliver(ids)]),
    );
    expect([...provider.sends].sort((x, y) => x - y)).toEqual(ids);
    const rows = pair.a.sql
      .prepare('select status, attempts from mail_outbox where id >= ? order by id')
      .all(ids[0]);
    expect(rows).toEqual(ids.map(() => ({ status: 'sent', attempts: 1 })));
  });
});
