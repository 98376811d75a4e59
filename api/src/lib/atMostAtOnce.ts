/** How long the line of works waiting their turn may grow, and what a work beyond it fails with. */
export interface WaitingLine {
  maxWaiting: number;
  whenFull: () => Error;
}

/** A gate and what it says of itself, for metrics. */
export interface Gate {
  <T>(work: () => Promise<T>): Promise<T>;
  /** The works waiting their turn now. */
  waiting(): number;
}

/**
 * A gate that lets at most `limit` of the works given to it run at once; the others wait
 * their turn, first come first served. A work that fails frees its place like one that
 * succeeds. With a `line`, a work that finds `maxWaiting` others already waiting is not
 * started: it fails at once with `whenFull()`.
 */
export function atMostAtOnce(limit: number, line?: WaitingLine): Gate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const gate = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else if (line && waiting.length >= line.maxWaiting) throw line.whenFull();
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
  return Object.assign(gate, { waiting: () => waiting.length });
}
