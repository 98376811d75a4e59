/** A job that runs until `finish` is called; `started` resolves once it runs. */
export function heldJob(): {
  job: () => Promise<void>;
  started: Promise<void>;
  /** Whether it runs yet, for a test that must see a job not started. */
  hasStarted: () => boolean;
  finish: () => void;
} {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let start!: () => void;
  let running = false;
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const job = async () => {
    running = true;
    start();
    await finished;
  };
  return { job, started, hasStarted: () => running, finish };
}
