import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import type { AppConfig } from './config';
import apiDescription from './plugins/apiDescription';
import authGuard from './plugins/authGuard';
import compression from './plugins/compression';
import database from './plugins/database';
import errorEnvelope, { replyClientError, replyFrameworkError } from './plugins/errorEnvelope';
import frontEnds from './plugins/frontEnds';
import frontRateLimit from './plugins/frontRateLimit';
import trackForm from './customer/trackForm';
import memberConcurrency from './plugins/memberConcurrency';
import requestId from './plugins/requestId';
import securityHeaders from './plugins/securityHeaders';
import lifecycle from './lifecycle/lifecyclePlugin';
import { requestIdOf } from './lib/requestContext';
import { SCHEMA_KEYWORDS } from './lib/schemaKeywords';
import mailDelivery from './mail/mailDelivery';
import metrics from './metrics/metricsPlugin';
import { Deployments } from './releases/deployments';
import { createReleaseStore } from './releases/createReleaseStore';
import { registerRoutes } from './routes';
import customerSiteOnly from './sites/customerSiteOnly';
import { HeavyRequests } from './security/heavyRequests';
import storage from './storage/storagePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The gate of the requests that cost the most (the defence pack PDF). */
    heavyRequests: HeavyRequests;
    /** Each remote's active release (releases/deployments). */
    deployments: Deployments;
  }
}

export interface BuildOptions {
  /** Sees every route as it is registered (the fuzz test reads the body schemas). */
  onRoute?: onRouteHookHandler;
  /** Where the log goes instead of stdout (tests read what was logged). */
  logStream?: Writable;
}

/**
 * The whole server without listening: the database (not migrated here), the auth guard,
 * the API routes and the front ends. Tests drive it with `app.inject`.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const timeouts = config.httpTimeouts;
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    // Node checks these limits every connectionsCheckingInterval: often enough to honour them.
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // A request reaching a stopping instance on an open connection is still answered (with
    // Connection: close), never refused: docs/deployment.md#graceful-shutdown.
    return503OnClosing: false,
    frameworkErrors: replyFrameworkError,
    clientErrorHandler: replyClientError,
    ajv: {
      customOptions: {
        // Verbose errors carry the failing schema and value, for messages naming the field.
        verbose: true,
        keywords: SCHEMA_KEYWORDS,
      },
    },
  });
  app.decorate('config', config);
  app.decorate('heavyRequests', new HeavyRequests());
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(requestId);
  await app.register(metrics);
  await app.register(compression);
  await app.register(securityHeaders, { hstsMaxAgeSeconds: config.hstsMaxAgeSeconds });
  await app.register(errorEnvelope);
  await app.register(customerSiteOnly);
  await app.register(database, { target: config.database, timeouts: config.databaseTimeouts });
  await app.register(lifecycle, { drainTimeoutMs: config.drainTimeoutMs });
  await app.register(storage, { target: config.storage });
  await app.register(authGuard, { config });
  await app.register(frontRateLimit, { limit: config.frontRateLimit });
  await app.register(memberConcurrency, { perMember: config.staffCallsPerMember });
  await app.register(mailDelivery, { mail: config.mail });
  const releases = createReleaseStore(config);
  app.lifecycle.onShutdown('release storage', () => releases.close());
  app.decorate('deployments', new Deployments(app.db, releases, config.repoRoot));
  await app.register(apiDescription);
  registerRoutes(app);
  await app.register(trackForm);
  await app.register(frontEnds, {
    repoRoot: config.repoRoot,
    releases,
    activeReleases: () => app.deployments.activeReleases(),
    remotesManifestFile: config.remotesManifestFile,
    customerOrigin: config.customerOrigin,
    customerPort: config.customerPort,
    serveSourceMaps: config.serveSourceMaps,
  });
  return app;
}
