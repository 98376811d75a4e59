import { HeavyRequests, MESSAGE_HEAVY_REQUEST_BUSY } from '../../src/security/heavyRequests';

/** A piece of work that runs until the test ends it. */
function heldWork(log: string[], name: string) {
  let end: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return {
    end,
    work: async () => {
      log.push(`${name} runs`);
      await ended;
      return name;
    },
  };
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('HeavyRequests', () => {
  it('runs atOnce requests, lines up the rest, and hands each freed place to the next', async () => {
    const gate = new HeavyRequests({ perMember: 1, atOnce: 1 });
    const log: string[] = [];
    const a = heldWork(log, 'A');
    const b = heldWork(log, 'B');
    const c = heldWork(log, 'C');
    const runs = [gate.run(1, a.work), gate.run(2, b.work)];
    await settle();
    expect(log).toEqual(['A runs']);
    a.end();
    await settle();
    expect(log).toEqual(['A runs', 'B runs']);
    // B holds the one place it was handed: C waits for it.
    runs.push(gate.run(3, c.work));
    await settle();
    expect(log).toEqual(['A runs', 'B runs']);
    b.end();
    await settle();
    expect(log).toEqual(['A runs', 'B runs', 'C runs']);
    c.end();
    await expect(Promise.all(runs)).resolves.toEqual(['A', 'B', 'C']);
  });

  it("refuses a member's second request while the first runs, and takes it after", async () => {
    const gate = new HeavyRequests({ perMember: 1, atOnce: 2 });
    const log: string[] = [];
    const first = heldWork(log, 'first');
    const running = gate.run(1, first.work);
    await expect(gate.run(1, async () => 'second')).rejects.toMatchObject({
      statusCode: 429,
      message: MESSAGE_HEAVY_REQUEST_BUSY,
    });
    first.end();
    await running;
    await expect(gate.run(1, async () => 'third')).resolves.toBe('third');
  });
});
