import { toUsEastern } from '../../src/lib/usEastern';

describe('toUsEastern', () => {
  it.each([
    // Summer (EDT, UTC−4): late evening of the day before in New York.
    ['2026-07-01T03:30:05Z', '2026-06-30', '11:30:05 PM'],
    // Winter (EST, UTC−5).
    ['2026-01-15T17:04:09Z', '2026-01-15', '12:04:09 PM'],
    // The spring change, 2026-03-08: 01:59:59 EST is followed by 03:00:00 EDT.
    ['2026-03-08T06:59:59Z', '2026-03-08', '01:59:59 AM'],
    ['2026-03-08T07:00:00Z', '2026-03-08', '03:00:00 AM'],
  ])('stamps %s as %s %s in New York', (moment, usDate, usTime) => {
    expect(toUsEastern(new Date(moment))).toEqual({ usDate, usTime });
  });
});
