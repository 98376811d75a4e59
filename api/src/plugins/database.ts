import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import { ConfigError } from '../lib/configError';
import {
  createDatabase,
  describeUrl,
  type DatabaseTarget,
  type DatabaseTimeouts,
} from '../db/database';
import type { Database } from '../db/schema';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    repositories: Repositories;
  }
}

export interface DatabasePluginOptions {
  target: DatabaseTarget;
  /** PostgreSQL: the limits of every statement the server sends (migrations run without). */
  timeouts: DatabaseTimeouts;
}

/**
 * Opens the database for the app's lifetime; closing the app closes it. A PostgreSQL
 * server that cannot be reached stops the start with one line naming DATABASE_URL.
 */
async function database(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  const db = createDatabase(options.target, options.timeouts);
  if (options.target.dialect === 'postgres') await checkReachable(db, options.target.url);
  app.decorate('db', db);
  app.decorate('repositories', createRepositories(db));
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(database, { name: 'database' });

async function checkReachable(db: Kysely<Database>, url: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `DATABASE_URL: cannot use the PostgreSQL database at ${describeUrl(url)}: ${reason}`,
    );
  }
}
