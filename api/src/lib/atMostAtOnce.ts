/**
 * A gate that lets at most `limit` of the works given to it run at once; the others wait
 * their turn, first come first served. A work that fails frees its place like one that
 * succeeds.
 */
export function atMostAtOnce(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < limit) running += 1;
    // The place is handed over by the work that ends, so `running` never counts it twice.
    else await new Promise<void>((takePlace) => waiting.push(takePlace));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
