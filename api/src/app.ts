import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import type { AppConfig } from './config';
import { ERROR_MESSAGES_KEYWORD } from './lib/schemaTypes';
import authGuard from './plugins/authGuard';
import database from './plugins/database';
import errorEnvelope, { replyFrameworkError } from './plugins/errorEnvelope';
import frontEnds from './plugins/frontEnds';
import frontRateLimit from './plugins/frontRateLimit';
import securityHeaders from './plugins/securityHeaders';
import mailDelivery from './mail/mailDelivery';
import { registerRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Sees every route as it is registered (the fuzz test reads the body schemas). */
  onRoute?: onRouteHookHandler;
}

/**
 * The whole server without listening: the database (not migrated here), the auth guard,
 * the API routes and the front ends. Tests drive it with `app.inject`.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    frameworkErrors: replyFrameworkError,
    ajv: {
      customOptions: {
        // Verbose errors carry the failing schema and value, for messages naming the field.
        verbose: true,
        keywords: [ERROR_MESSAGES_KEYWORD],
      },
    },
  });
  app.decorate('config', config);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(securityHeaders, { hstsMaxAgeSeconds: config.hstsMaxAgeSeconds });
  await app.register(errorEnvelope);
  await app.register(database, { file: config.databaseFile });
  await app.register(authGuard, { config });
  await app.register(frontRateLimit, { limit: config.frontRateLimit });
  await app.register(mailDelivery, { mail: config.mail });
  registerRoutes(app);
  await app.register(frontEnds, {
    repoRoot: config.repoRoot,
    remotesManifestFile: config.remotesManifestFile,
    customerOrigin: config.customerOrigin,
    customerPort: config.customerPort,
  });
  return app;
}
