import { pageCount, pageItems, pageSlice } from '../../../src/features/reports/pagination';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'ellipsis-end', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]],
    [6, 12, [1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]],
    [10, 10, [1, 'ellipsis-start', 9, 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
  ])('page %i of %i', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  it('shows more pages around the current one with more siblings', () => {
    expect(pageItems(10, 20, 2)).toEqual([
      1,
      'ellipsis-start',
      8,
      9,
      10,
      11,
      12,
      'ellipsis-end',
      20,
    ]);
  });

  it('never hides fewer than 3 pages behind an ellipsis', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const numbers = pageItems(current, total).filter(
          (item): item is number => typeof item === 'number',
        );
        numbers.slice(1).forEach((page, index) => {
          const gap = page - (numbers[index] ?? 0) - 1;
          expect(gap === 0 || gap >= 3).toBe(true);
        });
        expect(numbers).toContain(current);
      }
    }
  });
});

describe('pageCount and pageSlice', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index + 1);
  it('cuts rows into pages, All being one page', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageSlice(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(pageCount(23, 'All')).toBe(1);
    expect(pageSlice(rows, 1, 'All')).toHaveLength(23);
    expect(pageCount(0, 'All')).toBe(0);
  });
});
