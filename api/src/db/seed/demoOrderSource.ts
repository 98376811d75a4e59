import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { generateDemoOrders, type DemoOrderPlan } from './demoOrders';
import type { DemoOrderWorkerData, DemoOrderWorkerMessage } from './demoOrderWorker';
import {
  demoRowBatches,
  formatBatch,
  type DemoBatchFormat,
  type DemoBatchFormats,
} from './demoRows';
import { withDocumentStore, type StorageTarget } from '../../storage/createDocumentStore';
import { DemoDocumentFiles } from './demoDocumentFiles';
import { placeOlderSpecimens } from './seedDemoDocuments';

/**
 * From this many orders the rows are made on a worker thread while this one inserts
 * (at a million orders making and inserting each take tens of seconds). Below it, the
 * thread's start-up would cost more than it saves, and the worker needs the compiled
 * build (tests run the sources).
 */
export const WORKER_THRESHOLD = 50_000;

/** Batches the worker may have posted ahead of the inserts. */
const MAX_IN_FLIGHT = 16;

export interface DemoOrderSource<Batch> {
  /** The plan's orders as batches, in order: the same rows wherever they are made. */
  batches: AsyncIterable<Batch>;
  /**
   * Given where documents go: places the shared specimen files of the documents older than the
   * personal ones (placeOlderSpecimens), after the batches. A worker does this while the
   * caller builds its indexes. Answers how many document rows there are.
   */
  placeSpecimens(): Promise<number>;
  /** Stops making orders and files (after a failed load). */
  stop(): Promise<void>;
}

/** The plan's orders in batches of `format` (rows for SQLite, COPY text for PostgreSQL). */
export function demoOrderSource<F extends DemoBatchFormat>(
  plan: DemoOrderPlan,
  storage: StorageTarget | null,
  format: F,
): DemoOrderSource<DemoBatchFormats[F]> {
  return plan.count < WORKER_THRESHOLD
    ? inThread(plan, storage, format)
    : onWorker(plan, storage, format);
}

/** Places the older documents' specimens where `storage` says; just counts them without. */
export function placeSpecimensIn(
  storage: StorageTarget | null,
  documents: DemoDocumentFiles,
): Promise<number> {
  if (!storage) return Promise.resolve(documents.length);
  return withDocumentStore(storage, (store) => placeOlderSpecimens(store, documents));
}

function inThread<F extends DemoBatchFormat>(
  plan: DemoOrderPlan,
  storage: StorageTarget | null,
  format: F,
): DemoOrderSource<DemoBatchFormats[F]> {
  const documents = new DemoDocumentFiles();
  const batches = demoRowBatches(generateDemoOrders(plan), documents);
  return {
    batches: (async function* () {
      for (const batch of batches) yield formatBatch(batch, format);
    })(),
    placeSpecimens: () => placeSpecimensIn(storage, documents),
    stop: () => Promise.resolve(),
  };
}

function onWorker<F extends DemoBatchFormat>(
  plan: DemoOrderPlan,
  storage: StorageTarget | null,
  format: F,
): DemoOrderSource<DemoBatchFormats[F]> {
  type Batch = DemoBatchFormats[F];
  const inFlight = new Int32Array(new SharedArrayBuffer(4));
  const workerData: DemoOrderWorkerData = {
    plan,
    storage,
    format,
    inFlight,
    maxInFlight: MAX_IN_FLIGHT,
  };
  const worker = new Worker(path.join(__dirname, 'demoOrderWorker.js'), { workerData });
  const arrived: Batch[] = [];
  let batchesDone = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const placed = new Promise<number>((resolve, reject) => {
    worker.on('message', (message: DemoOrderWorkerMessage) => {
      if ('batch' in message) arrived.push(message.batch as Batch);
      else if ('batchesDone' in message) batchesDone = true;
      else resolve(message.documentsPlaced);
      notify();
    });
    const fail = (error: unknown) => {
      failure = error;
      reject(error);
      notify();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (code !== 0) fail(new Error(`The demo order worker stopped with code ${code}.`));
    });
  });
  // Only awaited once the batches are in; a failure before then surfaces through them.
  placed.catch(() => undefined);

  async function* batches(): AsyncGenerator<Batch> {
    try {
      for (;;) {
        const batch = arrived.shift();
        if (batch) {
          Atomics.sub(inFlight, 0, 1);
          Atomics.notify(inFlight, 0);
          yield batch;
        } else if (batchesDone) {
          return;
        } else if (failure) {
          throw failure;
        } else {
          await new Promise<void>((resolve) => (wake = resolve));
        }
      }
    } catch (error) {
      await worker.terminate();
      throw error;
    }
  }

  return {
    batches: batches(),
    placeSpecimens: () => placed,
    stop: async () => {
      await worker.terminate();
    },
  };
}
