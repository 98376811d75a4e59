import type { FastifyBaseLogger } from 'fastify';
import { Counter, type Registry } from 'prom-client';

/** A read taking longer than this leaves its metrics out of the scrape rather than stall it. */
const READ_BUDGET_MS = 2000;

export type ScrapeRead = <T>(reading: string, work: () => Promise<T>) => () => Promise<T | null>;

/**
 * Reads that scrapes make (the outbox, the active releases, the disk): each shared by the
 * metrics one scrape collects at once, and never failing the scrape: a read that fails or
 * takes too long gives null (its metrics are left out), is logged and counted in
 * portal_metrics_read_errors_total, so a database outage still leaves every other metric.
 */
export function scrapeReads(registry: Registry, log: FastifyBaseLogger): ScrapeRead {
  const running = new Set<Promise<unknown>>();
  const errors = new Counter({
    name: 'portal_metrics_read_errors_total',
    help: 'Reads for a scrape that failed or ran out of time, by reading; their metrics were left out.',
    labelNames: ['reading'],
    registers: [registry],
    // The scrape whose read failed already counts it: once the other metrics of the scrape
    // have started their reads (all in the same turn), their end is awaited.
    async collect() {
      await Promise.resolve();
      await Promise.all(running);
    },
  });
  return <T>(reading: string, work: () => Promise<T>) => {
    // Zero from the start, so PortalMetricsReadsFailing's increase() counts the first failure.
    errors.inc({ reading }, 0);
    let pending: Promise<T | null> | null = null;
    const readOnce = async (): Promise<T | null> => {
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`took over ${READ_BUDGET_MS} ms`)),
          READ_BUDGET_MS,
        );
      });
      try {
        return await Promise.race([work(), outOfTime]);
      } catch (error) {
        errors.inc({ reading });
        log.warn({ err: error }, `metrics: reading ${reading} failed`);
        return null;
      } finally {
        clearTimeout(timer);
      }
    };
    return () => {
      if (!pending) {
        const started = readOnce().finally(() => {
          pending = null;
          running.delete(started);
        });
        running.add(started);
        pending = started;
      }
      return pending;
    };
  };
}
