import { pageCount, pageSlice } from '../../../src/features/reports/lib/pagination';

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
