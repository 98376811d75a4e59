/** Server-side targets (docs/benchmarks.md): p99 in ms per scenario group, at 1,000,000 orders. */
export const TARGETS = {
  list: { p99: 10, label: 'any list page, first or deep' },
  counts: { p99: 5, label: 'all 15 counts together' },
  search: { p99: 50, label: 'search' },
  detail: { p99: 10, label: 'order detail' },
  report: { p99: 100, label: 'reports over a year' },
};

/**
 * Browser targets (docs/benchmarks.md, "Browser timings"), in ms: throttled and cold, every
 * first screen; warm, sign-in and the sidebar; on loopback (an idle machine), the same two.
 * @type {Array<{ network: string, visit: 'cold' | 'warm', figure: string, ms: number }>}
 */
export const BROWSER_TARGETS = [
  ...['loginPage', 'signIn', 'openOrder', 'customerPage'].map((figure) => ({
    network: 'throttled',
    visit: /** @type {const} */ ('cold'),
    figure,
    ms: 1500,
  })),
  { network: 'throttled', visit: 'warm', figure: 'signIn', ms: 500 },
  { network: 'throttled', visit: 'warm', figure: 'sidebarSwitch', ms: 150 },
  { network: 'loopback', visit: 'warm', figure: 'signIn', ms: 300 },
  { network: 'loopback', visit: 'warm', figure: 'sidebarSwitch', ms: 100 },
];

/** The browser timings' spans, in the order one run takes them (bench/browserTimings.mjs). */
export const FIGURES = {
  loginPage: 'login page opened → Sign In usable',
  signIn: 'Sign In pressed → first New Orders rows',
  sidebarSwitch: 'sidebar queue clicked → its rows',
  openOrder: 'View clicked → order details',
  customerPage: 'customer track page opened → form usable',
};
