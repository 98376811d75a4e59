import { DocumentPathError, type DocumentStore } from './documentStore';

export interface DocumentStoreObserver {
  stored(count: number): void;
  failed(): void;
}

/**
 * The store, telling `observer` of each document stored and of each operation the disk or
 * the bucket failed (a missing document is an answer, not a failure): the metrics' view.
 */
export function observedDocumentStore(
  store: DocumentStore,
  observer: DocumentStoreObserver,
): DocumentStore {
  const watch = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      // A name that is not a plain file name is the caller's mistake, not the store's.
      if (!(error instanceof DocumentPathError)) observer.failed();
      throw error;
    }
  };
  return {
    locationOf: (orderId, file1) => store.locationOf(orderId, file1),
    put: async (orderId, file1, content, options) => {
      await watch(store.put(orderId, file1, content, options));
      observer.stored(1);
    },
    putShared: async (content, documents) => {
      let stored = 0;
      const counted = (function* () {
        for (const document of documents) {
          stored++;
          yield document;
        }
      })();
      await watch(store.putShared(content, counted));
      observer.stored(stored);
    },
    open: (orderId, file1) => watch(store.open(orderId, file1)),
    read: (orderId, file1) => watch(store.read(orderId, file1)),
    exists: (orderId, file1) => watch(store.exists(orderId, file1)),
    remove: (orderId, file1) => watch(store.remove(orderId, file1)),
    list: () => store.list(),
    removeName: (name) => watch(store.removeName(name)),
    check: () => watch(store.check()),
    close: () => store.close(),
  };
}
