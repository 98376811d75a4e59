/** Lets the event loop turn once: every ready promise callback and I/O callback runs. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
