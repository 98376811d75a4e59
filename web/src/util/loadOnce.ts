/**
 * A download started at most once: every caller shares its promise, and a failure is
 * forgotten so the next call tries again (a chunk that failed on a bad connection).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
