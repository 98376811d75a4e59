// Loaded into the portal by `npm run bench:concurrent` (node --require): measures, inside the
// server, what keeps its event loop from answering — the loop's delays and V8's garbage
// collections — so the bench can tell collection pauses from the main thread's own work.
// On each SIGUSR2 it writes what it saw since the last one to BENCH_DIAGNOSTICS_FILE (JSON)
// and starts again. It also samples the main thread's V8 heap, so the bench can tell the
// process's peak resident memory from its JavaScript heap. With BENCH_CPU_PROFILE set it also
// profiles the main thread's CPU from one signal to the next (the flood) and writes the
// .cpuprofile there (Chromium's DevTools opens it), to show which work holds the loop.
// The portal never loads this file.
const { writeFileSync } = require('node:fs');
const { Session } = require('node:inspector');
const {
  constants,
  monitorEventLoopDelay,
  performance,
  PerformanceObserver,
} = require('node:perf_hooks');

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

const file = process.env.BENCH_DIAGNOSTICS_FILE;
if (!file) throw new Error('serverDiagnostics.cjs needs BENCH_DIAGNOSTICS_FILE');

let loop = monitorEventLoopDelay({ resolution: 5 });
let collections = {};
let utilisation = performance.eventLoopUtilization();
let heapPeak = {};
loop.enable();

const HEAP_SAMPLE_MS = 50;
setInterval(() => {
  const { heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const now = { heapTotal, heapUsed, external, arrayBuffers };
  for (const [field, bytes] of Object.entries(now)) {
    heapPeak[field] = Math.max(heapPeak[field] ?? 0, bytes);
  }
}, HEAP_SAMPLE_MS).unref();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = KINDS[entry.detail?.kind] ?? 'other';
    const seen = (collections[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
    seen.count += 1;
    seen.totalMs += entry.duration;
    seen.maxMs = Math.max(seen.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const profileFile = process.env.BENCH_CPU_PROFILE;
let profiler;
/** Starts the CPU profile at the first signal and writes it at the next. */
function turnProfile() {
  if (!profiler) {
    profiler = new Session();
    profiler.connect();
    profiler.post('Profiler.enable', () => profiler.post('Profiler.start'));
    return;
  }
  profiler.post('Profiler.stop', (error, answer) => {
    if (!error) writeFileSync(profileFile, JSON.stringify(answer.profile));
  });
}

process.on('SIGUSR2', () => {
  if (profileFile) turnProfile();
  loop.disable();
  const busy = performance.eventLoopUtilization(utilisation);
  writeFileSync(
    file,
    JSON.stringify({
      loopDelayMs: {
        p50: loop.percentile(50) / 1e6,
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
      },
      loopUtilisation: busy.utilization,
      collections,
      heapPeakBytes: heapPeak,
    }),
  );
  loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  collections = {};
  heapPeak = {};
  utilisation = performance.eventLoopUtilization();
});
