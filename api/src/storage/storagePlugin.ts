import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigError } from '../lib/configError';
import { createDocumentStore, describeStorage, type StorageTarget } from './createDocumentStore';
import type { DocumentStore } from './documentStore';
import { observedDocumentStore } from './observedDocumentStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where visa documents are kept (storage/documentStore). */
    documents: DocumentStore;
  }
}

export interface StoragePluginOptions {
  target: StorageTarget;
}

/**
 * Opens the document store for the app's lifetime. A bucket that cannot be reached stops
 * the start with one line naming S3_BUCKET, as a bad database names DATABASE_URL.
 */
async function storage(app: FastifyInstance, { target }: StoragePluginOptions): Promise<void> {
  const store = createDocumentStore(target);
  if (target.kind === 's3') {
    try {
      await store.check();
    } catch (error) {
      store.close();
      const reason = error instanceof Error ? error.message || error.name : String(error);
      throw new ConfigError(`S3_BUCKET: cannot use ${describeStorage(target)}: ${reason}`);
    }
  }
  app.decorate(
    'documents',
    observedDocumentStore(store, {
      stored: (count) => app.metrics.documentsStored(count),
      failed: () => app.metrics.documentStoreFailed(),
    }),
  );
  app.lifecycle.onShutdown('document storage', () => store.close());
}

export default fp(storage, { name: 'storage', dependencies: ['lifecycle', 'metrics'] });
