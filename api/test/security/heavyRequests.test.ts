import { HeavyRequests, MESSAGE_HEAVY_REQUEST_BUSY } from '../../src/security/heavyRequests';
import { heldJob } from '../helpers/heldJob';
import { nextTurn } from '../helpers/nextTurn';

describe('HeavyRequests', () => {
  it('runs atOnce requests, lines up the rest, and hands each freed place to the next', async () => {
    const gate = new HeavyRequests({ perMember: 1, atOnce: 1 });
    const [a, b, c] = [heldJob(), heldJob(), heldJob()] as const;
    const started = () => [a, b, c].map((held) => held.hasStarted());
    const runs = [gate.run(1, a.job), gate.run(2, b.job)];
    await nextTurn();
    expect(started()).toEqual([true, false, false]);
    a.finish();
    await nextTurn();
    expect(started()).toEqual([true, true, false]);
    // B holds the one place it was handed: C waits for it.
    runs.push(gate.run(3, c.job));
    await nextTurn();
    expect(started()).toEqual([true, true, false]);
    b.finish();
    await nextTurn();
    expect(started()).toEqual([true, true, true]);
    c.finish();
    await expect(Promise.all(runs)).resolves.toHaveLength(3);
  });

  it("refuses a member's second request while the first runs, and takes it after", async () => {
    const gate = new HeavyRequests({ perMember: 1, atOnce: 2 });
    const first = heldJob();
    const running = gate.run(1, first.job);
    await expect(gate.run(1, async () => 'second')).rejects.toMatchObject({
      statusCode: 429,
      message: MESSAGE_HEAVY_REQUEST_BUSY,
    });
    first.finish();
    await running;
    await expect(gate.run(1, async () => 'third')).resolves.toBe('third');
  });
});
