import { parentPort, workerData } from 'node:worker_threads';
import { generateDemoOrders, type DemoOrderPlan } from './demoOrders';
import {
  demoRowBatches,
  formatBatch,
  transferables,
  type DemoBatchFormat,
  type DemoBatchFormats,
} from './demoRows';
import type { StorageTarget } from '../../storage/createDocumentStore';
import { placeSpecimensIn } from './demoOrderSource';
import { DemoDocumentFiles } from './demoDocumentFiles';

/**
 * Worker thread: makes the demo orders of the plan it is given and posts them as row
 * batches while the main thread inserts, then (given where documents go) places their shared
 * document files while the main thread builds the indexes. `inFlight` (shared) counts
 * batches posted and not yet inserted; at the limit the worker sleeps until the main
 * thread takes one, so memory stays flat however fast either side is.
 */
export interface DemoOrderWorkerData {
  plan: DemoOrderPlan;
  storage: StorageTarget | null;
  format: DemoBatchFormat;
  inFlight: Int32Array;
  maxInFlight: number;
}

/** Messages to the main thread: a batch, the end of the batches, the documents placed. */
export type DemoOrderWorkerMessage =
  | { batch: DemoBatchFormats[DemoBatchFormat] }
  | { batchesDone: true }
  | { documentsPlaced: number };

async function run(data: DemoOrderWorkerData): Promise<void> {
  const { plan, storage, format, inFlight, maxInFlight } = data;
  const post = (message: DemoOrderWorkerMessage, transfer: ArrayBuffer[] = []) =>
    parentPort?.postMessage(message, transfer);
  const documents = new DemoDocumentFiles();
  for (const batch of demoRowBatches(generateDemoOrders(plan), documents)) {
    for (let waiting = Atomics.load(inFlight, 0); waiting >= maxInFlight;) {
      Atomics.wait(inFlight, 0, waiting);
      waiting = Atomics.load(inFlight, 0);
    }
    Atomics.add(inFlight, 0, 1);
    const formatted = formatBatch(batch, format);
    post({ batch: formatted }, transferables(formatted));
  }
  post({ batchesDone: true });
  post({ documentsPlaced: await placeSpecimensIn(storage, documents) });
}

void run(workerData as DemoOrderWorkerData);
