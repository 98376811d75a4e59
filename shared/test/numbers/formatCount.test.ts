import { formatCount } from '../../src/numbers/formatCount';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [10000, '10,000'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
  ])('writes %d as %s', (count, written) => {
    expect(formatCount(count)).toBe(written);
  });

  it("writes every whole number as toLocaleString('en-AU') does", () => {
    const samples = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let count = 1; count < 1e15; count = count * 7 + 3) samples.push(count, -count);
    for (const count of samples) expect(formatCount(count)).toBe(count.toLocaleString('en-AU'));
  });

  it('leaves what is not a whole number to Intl', () => {
    for (const value of [1234.5, 0.123456, 12345.6789, 1e21, Number.NaN, Infinity]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-AU'));
    }
  });
});
