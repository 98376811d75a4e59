import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    repositories: Repositories;
  }
}

export interface DatabasePluginOptions {
  file: string;
}

/** Opens the database for the app's lifetime; closing the app closes it. */
async function database(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  const db = createDatabase(options.file);
  app.decorate('db', db);
  app.decorate('repositories', createRepositories(db));
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(database, { name: 'database' });
