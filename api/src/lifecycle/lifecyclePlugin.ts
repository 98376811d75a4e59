import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Lifecycle } from './lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Draining state and the hooks of a graceful stop (lifecycle/lifecycle). */
    lifecycle: Lifecycle;
  }
}

export interface LifecyclePluginOptions {
  drainTimeoutMs: number;
}

/**
 * Binds the Lifecycle to the app's close: draining starts in the first preClose hook, and
 * the shutdown hooks run in an onClose hook registered after the database's, so they run
 * after the app's listener closed and before the database does.
 */
async function lifecycle(app: FastifyInstance, options: LifecyclePluginOptions): Promise<void> {
  const stages = new Lifecycle({
    drainTimeoutMs: options.drainTimeoutMs,
    onHookError: (hook, error) => app.log.error({ err: error }, `shutdown: ${hook} failed`),
  });
  app.decorate('lifecycle', stages);
  app.addHook('preClose', async () => {
    app.log.info(
      `shutdown: draining; requests in flight have ${options.drainTimeoutMs} ms to finish`,
    );
    await stages.drain(app.server);
  });
  // Answers to requests that came in before the drain close their connection too, so a
  // client or proxy keeping connections open opens its next one to another instance.
  app.addHook('onSend', async (_request, reply) => {
    if (stages.draining) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await stages.shutDown();
    app.log.info('shutdown: every request answered; closing the database');
  });
}

export default fp(lifecycle, { name: 'lifecycle', dependencies: ['database'] });
