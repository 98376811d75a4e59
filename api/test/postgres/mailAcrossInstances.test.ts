import type { FastifyInstance } from 'fastify';
import { MailDispatcher } from '../../src/mail/mailDispatcher';
import { enqueueMail } from '../../src/mail/mailOutbox';
import type { DeliverableMail } from '../../src/mail/mimeMessage';
import type { MailProvider } from '../../src/mail/providers/mailProvider';
import { anotherInstance } from '../helpers/anotherInstance';
import { createTestApp, type TestApp } from '../helpers/testApp';

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
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp();
    b = await anotherInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('sends each pending mail exactly once while both instances sweep and deliver at once', async () => {
    const provider = new CountingProvider();
    const dispatchers = [a.app, b].map(
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
        await enqueueMail(a.app.db, {
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
    const rows = a.sql
      .prepare('select status, attempts from mail_outbox where id >= ? order by id')
      .all(ids[0]);
    expect(rows).toEqual(ids.map(() => ({ status: 'sent', attempts: 1 })));
  });
});
