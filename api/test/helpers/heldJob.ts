/**
 * A job that runs until `finish` is called, then answers `value` (or fails with the error
 * given to `finish`); `started` resolves once it runs.
 */
export function heldJob<T = void>(
  value?: T,
): {
  job: () => Promise<T>;
  started: Promise<void>;
  /** Whether it runs yet, for a test that must see a job not started. */
  hasStarted: () => boolean;
  finish: (failure?: Error) => void;
} {
  let finish!: (failure?: Error) => void;
  const finished = new Promise<T>((resolve, reject) => {
    finish = (failure) => (failure ? reject(failure) : resolve(value as T));
  });
  let start!: () => void;
  let running = false;
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const job = () => {
    running = true;
    start();
    return finished;
  };
  return { job, started, hasStarted: () => running, finish };
}
