import { atMostAtOnce } from '../../src/lib/atMostAtOnce';
import { heldJob } from '../helpers/heldJob';
import { nextTurn } from '../helpers/nextTurn';

describe('atMostAtOnce', () => {
  it('runs two works at once, starts the third when one ends, and answers each its own value', async () => {
    const gate = atMostAtOnce(2);
    const works = ['a', 'b', 'c', 'd'].map(heldJob);
    const answers = works.map(({ job }) => gate(job));
    await nextTurn();
    expect(works.map(({ hasStarted }) => hasStarted())).toEqual([true, true, false, false]);
    works[1]?.finish();
    await nextTurn();
    expect(works.map(({ hasStarted }) => hasStarted())).toEqual([true, true, true, false]);
    works[0]?.finish();
    await nextTurn();
    expect(works.map(({ hasStarted }) => hasStarted())).toEqual([true, true, true, true]);
    works[2]?.finish();
    works[3]?.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the place of a work that fails, and passes on its failure', async () => {
    const gate = atMostAtOnce(1);
    const failing = heldJob('a');
    const next = heldJob('b');
    const failed = gate(failing.job);
    const answered = gate(next.job);
    await nextTurn();
    expect(next.hasStarted()).toBe(false);
    failing.finish(new Error('the disk is full'));
    await expect(failed).rejects.toThrow('the disk is full');
    await nextTurn();
    expect(next.hasStarted()).toBe(true);
    next.finish();
    expect(await answered).toBe('b');
  });

  it('lets a work in at once again after every place has been given back', async () => {
    const gate = atMostAtOnce(1);
    const first = heldJob(1);
    const answered = gate(first.job);
    first.finish();
    await answered;
    const second = heldJob(2);
    const again = gate(second.job);
    await nextTurn();
    expect(second.hasStarted()).toBe(true);
    second.finish();
    expect(await again).toBe(2);
  });

  it('refuses a work at once when the line is full, and lets one wait again once it has room', async () => {
    const full = new Error('the line is full');
    const gate = atMostAtOnce(1, { maxWaiting: 2, whenFull: () => full });
    const works = [1, 2, 3].map(heldJob);
    const [running, ...waiting] = works.map(({ job }) => gate(job));
    await nextTurn();
    expect(gate.waiting()).toBe(2);
    const refused = heldJob(4);
    await expect(gate(refused.job)).rejects.toBe(full);
    expect(refused.hasStarted()).toBe(false);

    works[0]?.finish();
    expect(await running).toBe(1);
    expect(gate.waiting()).toBe(1);
    const later = heldJob(5);
    const answered = gate(later.job);
    expect(gate.waiting()).toBe(2);
    for (const waited of [works[1], works[2]]) {
      await nextTurn();
      waited?.finish();
    }
    await nextTurn();
    later.finish();
    expect(await Promise.all([...waiting, answered])).toEqual([2, 3, 5]);
    expect(gate.waiting()).toBe(0);
  });
});
