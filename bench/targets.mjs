/** Server-side targets (docs/benchmarks.md): p99 in ms per scenario group, at 1,000,000 orders. */
export const TARGETS = {
  list: { p99: 10, label: 'any list page, first or deep' },
  counts: { p99: 5, label: 'all 15 counts together' },
  search: { p99: 50, label: 'search' },
  detail: { p99: 10, label: 'order detail' },
  report: { p99: 100, label: 'reports over a year' },
};
