import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | null = null;

/**
 * prom-client's default collectors (CPU, memory, handles, garbage collection, event-loop
 * lag as `nodejs_eventloop_lag_*`), under their usual names: they describe the process, so
 * one registry per process, however many apps a test builds in it.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
