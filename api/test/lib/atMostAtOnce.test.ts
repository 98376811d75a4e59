import { atMostAtOnce } from '../../src/lib/atMostAtOnce';

/** A work that runs until the test ends it, and says when it started. */
function heldWork<T>(value: T) {
  let end: (failure?: Error) => void = () => {};
  let started = false;
  const work = () => {
    started = true;
    return new Promise<T>((resolve, reject) => {
      end = (failure) => (failure ? reject(failure) : resolve(value));
    });
  };
  return { work, hasStarted: () => started, end: (failure?: Error) => end(failure) };
}

/** Lets the gate's awaits run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('atMostAtOnce', () => {
  it('runs two works at once, starts the third when one ends, and answers each its own value', async () => {
    const gate = atMostAtOnce(2);
    const works = ['a', 'b', 'c', 'd'].map(heldWork);
    const answers = works.map(({ work }) => gate(work));
    await settle();
    expect(works.map(({ hasStarted }) => hasStarted())).toEqual([true, true, false, false]);
    works[1]?.end();
    await settle();
    expect(works.map(({ hasStarted }) => hasStarted())).toEqual([true, true, true, false]);
    works[0]?.end();
    await settle();
    expect(works.map(({ hasStarted }) => hasStarted())).toEqual([true, true, true, true]);
    works[2]?.end();
    works[3]?.end();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the place of a work that fails, and passes on its failure', async () => {
    const gate = atMostAtOnce(1);
    const failing = heldWork('a');
    const next = heldWork('b');
    const failed = gate(failing.work);
    const answered = gate(next.work);
    await settle();
    expect(next.hasStarted()).toBe(false);
    failing.end(new Error('the disk is full'));
    await expect(failed).rejects.toThrow('the disk is full');
    await settle();
    expect(next.hasStarted()).toBe(true);
    next.end();
    expect(await answered).toBe('b');
  });

  it('lets a work in at once again after every place has been given back', async () => {
    const gate = atMostAtOnce(1);
    const first = heldWork(1);
    const answered = gate(first.work);
    first.end();
    await answered;
    const second = heldWork(2);
    const again = gate(second.work);
    await settle();
    expect(second.hasStarted()).toBe(true);
    second.end();
    expect(await again).toBe(2);
  });

  it('refuses a work at once when the line is full, and lets one wait again once it has room', async () => {
    const full = new Error('the line is full');
    const gate = atMostAtOnce(1, { maxWaiting: 2, whenFull: () => full });
    const works = [1, 2, 3].map(heldWork);
    const [running, ...waiting] = works.map(({ work }) => gate(work));
    await settle();
    expect(gate.waiting()).toBe(2);
    const refused = heldWork(4);
    await expect(gate(refused.work)).rejects.toBe(full);
    expect(refused.hasStarted()).toBe(false);

    works[0]?.end();
    expect(await running).toBe(1);
    expect(gate.waiting()).toBe(1);
    const later = heldWork(5);
    const answered = gate(later.work);
    expect(gate.waiting()).toBe(2);
    for (const waited of [works[1], works[2]]) {
      await settle();
      waited?.end();
    }
    await settle();
    later.end();
    expect(await Promise.all([...waiting, answered])).toEqual([2, 3, 5]);
    expect(gate.waiting()).toBe(0);
  });
});
