// How a portal instance is started, declared once for `npm start`, `npm run dev`, the
// benches and the load test, and written in docs/deployment.md for production.

/**
 * The V8 heap limit of an instance. Every call's work is bounded (1,000 rows a page, eight
 * calls at once per member), so the live heap stays near 100 MB; without a limit V8 sizes
 * the heap for the machine and lets garbage from a flood of maximal pages pile up to 200 MB
 * between full collections (peak RSS 350 MB against 249 MB with it, same run,
 * docs/benchmarks.md "Bounded work per call").
 */
export const SERVER_HEAP_MB = 256;

/** The node arguments that start an instance from the repository root. */
export const SERVER_NODE_ARGS = [`--max-old-space-size=${SERVER_HEAP_MB}`, 'api/dist/server.js'];
