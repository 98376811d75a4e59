/** Thousands separators: a comma before every third digit from the right of a whole number. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A count as the portal writes it, with thousands separators: 12345 → '12,345' (as
 * `toLocaleString('en-AU')` writes it). Written without Intl on purpose: a browser tab's first
 * Intl call loads ICU's locale data, 45–90 ms on the main thread, and the sidebar's counts are
 * drawn in the staff frame's first render (docs/benchmarks.md, 'Counts without Intl').
 */
export function formatCount(count: number): string {
  // Not a count (a fraction, or beyond exact integers): Intl writes it, whatever it costs.
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-AU');
  return String(count).replace(THOUSANDS, ',');
}
