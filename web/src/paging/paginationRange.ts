export const ELLIPSIS = 'ellipsis';
export type PagerItem = number | typeof ELLIPSIS;

/** A gap of up to this many pages is shown page by page; a longer one becomes an ellipsis. */
const LONGEST_SHOWN_GAP = 2;

/**
 * The pager's items: the first and last page, the current page with `siblings` pages on
 * each side, and between them either the hidden pages or, when more than two are hidden,
 * one ellipsis. `current` is clamped into 1..totalPages.
 */
export function paginationRange(current: number, totalPages: number, siblings = 1): PagerItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.max(1, page - siblings);
  const end = Math.min(totalPages, page + siblings);
  const items: PagerItem[] = [];
  if (start > 1) {
    items.push(1);
    items.push(...gap(2, start - 1));
  }
  items.push(...pages(start, end));
  if (end < totalPages) {
    items.push(...gap(end + 1, totalPages - 1));
    items.push(totalPages);
  }
  return items;
}

/** The pages from..to, or one ellipsis when there are more than LONGEST_SHOWN_GAP. */
function gap(from: number, to: number): PagerItem[] {
  return to - from + 1 > LONGEST_SHOWN_GAP ? [ELLIPSIS] : pages(from, to);
}

function pages(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
