import { ELLIPSIS, paginationRange } from '../../src/paging/paginationRange';

const E = ELLIPSIS;

describe('paginationRange', () => {
  it.each([
    // [current, totalPages, siblings, expected]
    [1, 1, 1, [1]],
    [1, 5, 1, [1, 2, 3, 4, 5]],
    [1, 6, 1, [1, 2, E, 6]],
    [1, 4, 1, [1, 2, 3, 4]],
    [3, 5, 1, [1, 2, 3, 4, 5]],
    [1, 10, 1, [1, 2, E, 10]],
    [10, 10, 1, [1, E, 9, 10]],
    [5, 10, 1, [1, 2, 3, 4, 5, 6, E, 10]],
    [6, 10, 1, [1, E, 5, 6, 7, 8, 9, 10]],
    [7, 10, 1, [1, E, 6, 7, 8, 9, 10]],
    [6, 12, 1, [1, E, 5, 6, 7, E, 12]],
    [50, 100, 1, [1, E, 49, 50, 51, E, 100]],
    [50, 100, 2, [1, E, 48, 49, 50, 51, 52, E, 100]],
    [10, 20, 2, [1, E, 8, 9, 10, 11, 12, E, 20]],
    [50, 100, 0, [1, E, 50, E, 100]],
  ])('page %i of %i with %i siblings', (current, total, siblings, expected) => {
    expect(paginationRange(current, total, siblings)).toEqual(expected);
  });

  it('uses one sibling by default', () => {
    expect(paginationRange(50, 100)).toEqual([1, E, 49, 50, 51, E, 100]);
  });

  it('shows up to two hidden pages and puts an ellipsis only for more than two', () => {
    // Pages 2 and 3 are between 1 and the window 4..6: shown, not hidden.
    expect(paginationRange(5, 20)).toEqual([1, 2, 3, 4, 5, 6, E, 20]);
    // Pages 2, 3 and 4 would be hidden: an ellipsis.
    expect(paginationRange(6, 20)).toEqual([1, E, 5, 6, 7, E, 20]);
    // Pages 18 and 19 after the window 15..17: shown.
    expect(paginationRange(16, 20)).toEqual([1, E, 15, 16, 17, 18, 19, 20]);
  });

  it('never hides fewer than 3 pages behind an ellipsis', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const numbers = paginationRange(current, total).filter(
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

  it('always shows the first and the last page, and clamps a page out of range', () => {
    expect(paginationRange(0, 8)).toEqual([1, 2, E, 8]);
    expect(paginationRange(99, 8)).toEqual([1, E, 7, 8]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});
