/** Rows-per-page choices: as the orders table, 'All' shows every row. */
export const PAGE_SIZES = [10, 25, 50, 100, 500, 'All'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export function pageCount(rows: number, size: PageSize): number {
  return size === 'All' ? (rows > 0 ? 1 : 0) : Math.ceil(rows / size);
}

export function pageSlice<T>(rows: readonly T[], page: number, size: PageSize): T[] {
  if (size === 'All') return [...rows];
  return rows.slice((page - 1) * size, page * size);
}
