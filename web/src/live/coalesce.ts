/**
 * Wraps an async task so that calls made while it runs collapse into one more run after
 * it: a burst of live updates reloads once or twice, never in parallel or out of order.
 */
export function coalesce(task: () => Promise<void>): () => void {
  let running = false;
  let pending = false;
  const run = (): void => {
    if (running) {
      pending = true;
      return;
    }
    running = true;
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (pending) {
          pending = false;
          run();
        }
      });
  };
  return run;
}
