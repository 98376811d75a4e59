import { buildApp } from './app';
import { ConfigError } from './lib/configError';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrations';
import { DEMO_PASSWORD, DEMO_STAFF } from './db/seed/demoStaff';
import { seedDemoDocuments } from './db/seed/seedDemoDocuments';
import { DEFAULT_DEMO_ORDERS, isDatabaseEmpty, seedDemoData } from './db/seed/seedDemoData';
import { assertProductionReady, assertSharedJwtSecret } from './security/productionReadiness';
import { stopOnSignals } from './lifecycle/signals';
import { boundPort, listenCustomerSite } from './sites/sites';
import {
  sweepBesideRequests,
  sweepOrphanedDocuments,
  sweepsAfterListening,
} from './storage/orphanSweep';

async function start(): Promise<void> {
  const config = loadConfig();
  assertSharedJwtSecret(config);
  const app = await buildApp(config);
  await migrateToLatest(app.db);
  await assertProductionReady(config, app.db);
  if (config.seedDemoData && (await isDatabaseEmpty(app.db))) {
    app.log.info(`empty database: seeding ${DEFAULT_DEMO_ORDERS} demo orders`);
    await seedDemoData(app.db, { orders: DEFAULT_DEMO_ORDERS });
    await seedDemoDocuments(app.db, app.documents);
  }
  const sweepLater = sweepsAfterListening(config.orphanMinAgeMs);
  if (!sweepLater) await sweepOrphanedDocuments(app, config.orphanMinAgeMs);
  await app.listen({ port: config.port, host: config.host });
  const customerSite = await listenCustomerSite(app, {
    port: config.customerPort,
    host: config.host,
  });
  stopOnSignals(app);
  if (sweepLater) sweepBesideRequests(app, config.orphanMinAgeMs);

  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    `Portal running at http://${host}:${boundPort(app.server)}/`,
    `Customer pages at http://${host}:${boundPort(customerSite)}/track-order/<order id>`,
  ];
  if (config.seedDemoData) {
    lines.push(`Demo logins, password ${DEMO_PASSWORD}:`);
    for (const member of DEMO_STAFF) lines.push(`  ${member.type.padEnd(12)} ${member.email}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

start().catch((error: unknown) => {
  const text =
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`${text}\n`);
  process.exit(1);
});
