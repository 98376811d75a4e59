/** Rows-per-page choices: as the orders table, 'All' shows every row. */
export const PAGE_SIZES = [10, 25, 50, 100, 500, 'All'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Pages hidden behind an ellipsis: fewer are shown as numbers (spec section 9). */
const MIN_HIDDEN_FOR_ELLIPSIS = 3;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The pager's items: first and last page, the current page with `siblings` on each side,
 * and an ellipsis for each gap that hides more than 2 pages.
 */
export function pageItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const start = Math.max(2, current - siblings);
  const end = Math.min(totalPages - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start - 2 >= MIN_HIDDEN_FOR_ELLIPSIS) items.push('ellipsis-start');
  else items.push(...range(2, start - 1));
  items.push(...range(start, end));
  if (totalPages - 1 - end >= MIN_HIDDEN_FOR_ELLIPSIS) items.push('ellipsis-end');
  else items.push(...range(end + 1, totalPages - 1));
  items.push(totalPages);
  return items;
}

export function pageCount(rows: number, size: PageSize): number {
  return size === 'All' ? (rows > 0 ? 1 : 0) : Math.ceil(rows / size);
}

export function pageSlice<T>(rows: readonly T[], page: number, size: PageSize): T[] {
  if (size === 'All') return [...rows];
  return rows.slice((page - 1) * size, page * size);
}
