import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { activityMetrics, type ActivityMetrics } from './activityMetrics';
import { instrumentDatabase } from './databaseMetrics';
import { instrumentDeployment } from './deploymentMetrics';
import { instrumentHttp } from './httpMetrics';
import { mayScrape, scraperList } from './metricsAccess';
import { instrumentOutbox } from './outboxMetrics';
import { processMetrics } from './processMetrics';
import { scrapeReads } from './scrapeReads';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the areas of the app count as they work (metrics/activityMetrics). */
    metrics: ActivityMetrics;
  }
}

export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics at /metrics (docs/deployment.md, "Observing it"), for the scrapers of
 * METRICS_ALLOW only (metricsAccess); anyone else, and every request on the customer site,
 * gets the same 404 as any unknown address. Registered first, so its hooks time the whole
 * request and see every route; what it reads at scrape time (the database, the releases)
 * is looked up then.
 */
async function metrics(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  const activity = activityMetrics(registry);
  app.decorate('metrics', activity);
  instrumentHttp(app, registry);
  const read = scrapeReads(registry, app.log);
  const database = instrumentDatabase(registry, () => app.db, activity.storageErrors);
  instrumentOutbox(registry, () => app.db, read);
  instrumentDeployment(registry, {
    deployments: () => app.deployments,
    dataDir: app.config.dataDir,
    read,
  });
  app.addHook('onReady', async () => database.observe());

  const scrapers = scraperList(app.config.metricsAllow);
  const everything = Registry.merge([processMetrics(), registry]);
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!mayScrape(request, scrapers)) {
      reply.callNotFound();
      return reply;
    }
    return reply
      .header('cache-control', 'no-store')
      .type(everything.contentType)
      .send(await everything.metrics());
  });
}

export default fp(metrics, { name: 'metrics' });
