/**
 * The first page of orders a member sees after signing in. What the portal fetches ahead for
 * later (the order page's remote) starts after it, so it never competes with those rows for
 * the connection (docs/benchmarks.md#first-screens-the-scripts-they-download). The queue
 * screen reports it (`onFirstRowsShown`, docs/architecture.md).
 */
let shown = false;
const waiting: Array<() => void> = [];

/** A queue screen's first page is on screen (its rows drawn, or none to draw). */
export function markFirstRowsShown(): void {
  if (shown) return;
  shown = true;
  for (const then of waiting.splice(0)) then();
}

/** Runs `then` once the first page of orders has been shown (at once if it has). */
export function afterFirstRowsShown(then: () => void): void {
  if (shown) then();
  else waiting.push(then);
}
