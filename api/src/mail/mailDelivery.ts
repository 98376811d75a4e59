import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from './mailConfig';
import { MailDispatcher, type MailProviders } from './mailDispatcher';
import { LocalOutboxProvider } from './providers/localOutboxProvider';
import { SendgridProvider } from './providers/sendgridProvider';
import { SesProvider } from './providers/sesProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox; routes that send a mail ask it to deliver theirs at once. */
    mailDispatcher: MailDispatcher;
  }
}

export interface MailDeliveryOptions {
  mail: MailConfig;
}

export function createMailProviders(mail: MailConfig): MailProviders {
  return {
    AWS: mail.ses ? new SesProvider(mail.ses) : null,
    Sendgrid: mail.sendgrid ? new SendgridProvider(mail.sendgrid) : null,
    Outbox: new LocalOutboxProvider(mail.outboxDir),
  };
}

/**
 * Delivers the outbox for the app's lifetime: a sweep at start and every
 * `sweepIntervalMs`, and one after every successful change request, so a mail any route
 * enqueued leaves right after its transaction committed.
 */
async function mailDelivery(app: FastifyInstance, { mail }: MailDeliveryOptions): Promise<void> {
  const providers = createMailProviders(mail);
  const dispatcher = new MailDispatcher(app.db, providers, {
    from: mail.from,
    documents: app.documents,
    log: app.log,
  });
  app.decorate('mailDispatcher', dispatcher);

  app.addHook('onReady', async () => {
    dispatcher.start(mail.sweepIntervalMs);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      // After the answer is on its way: the request never waits for other mails.
      setImmediate(() => dispatcher.kick());
    }
  });
  app.lifecycle.onShutdown('mail dispatcher', async () => {
    await dispatcher.stop();
    if (providers.AWS instanceof SesProvider) providers.AWS.destroy();
  });
}

export default fp(mailDelivery, {
  name: 'mail-delivery',
  dependencies: ['database', 'lifecycle', 'storage'],
});
