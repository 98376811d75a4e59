// @ts-check
// How a portal instance is started, declared once for `npm start`, `npm run dev`, the
// benches, the load test and every test that starts the built server, and written in
// docs/deployment.md for production. CommonJS, so the jest suites (through
// serverProcess.d.cts) and the scripts' ES modules share this one file.
const path = require('node:path');

/**
 * The V8 heap limit of an instance. Every call's work is bounded (1,000 rows a page, eight
 * calls at once per member), so the live heap stays near 100 MB; without a limit V8 sizes
 * the heap for the machine and lets garbage from a flood of maximal pages pile up to 200 MB
 * between full collections (peak RSS 350 MB against 249 MB with it, same run,
 * docs/benchmarks.md "Bounded work per call").
 */
const SERVER_HEAP_MB = 256;

/**
 * V8 moves an allocation site's objects straight to the old generation once enough of them
 * outlive a young collection. Here that choice is wrong: a call's rows and strings die with
 * the call, but the call's objects that V8 put in the old generation keep its young ones
 * alive through each young collection, which then copies about a megabyte where it would
 * copy tens of kilobytes, pausing 3 ms instead of 1 (docs/benchmarks.md, "Young collections
 * that copy only what lives").
 */
const NO_PRETENURING = '--no-allocation-site-pretenuring';

/** The built server's entry point. */
const SERVER_SCRIPT = path.join(__dirname, '..', 'api', 'dist', 'server.js');

/** The node arguments that start an instance: its flags, then the server. */
const SERVER_NODE_ARGS = [`--max-old-space-size=${SERVER_HEAP_MB}`, NO_PRETENURING, SERVER_SCRIPT];

module.exports = { SERVER_SCRIPT, SERVER_NODE_ARGS };
