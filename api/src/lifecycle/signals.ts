import type { FastifyInstance } from 'fastify';

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * SIGTERM or SIGINT stops the instance gracefully (lifecycle/lifecycle) and exits 0; a
 * second signal during the stop ends the process at once, as Node does by default.
 */
export function stopOnSignals(app: FastifyInstance): void {
  const stop = (signal: NodeJS.Signals) => {
    for (const each of STOP_SIGNALS) process.off(each, stop);
    app.log.info(`shutdown: ${signal} received`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown: the stop failed');
        process.exit(1);
      },
    );
  };
  for (const signal of STOP_SIGNALS) process.on(signal, stop);
}
