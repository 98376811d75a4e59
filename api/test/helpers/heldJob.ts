/** A job that runs until `finish` is called; `started` resolves once it runs. */
export function heldJob(): {
  job: () => Promise<void>;
  started: Promise<void>;
  finish: () => void;
} {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let start!: () => void;
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const job = async () => {
    start();
    await finished;
  };
  return { job, started, finish };
}
