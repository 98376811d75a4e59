import { FIRST_PAGE_SIZE } from '@portal/web/orders/ordersList';
import { FIELD_LENGTHS } from '@portal/shared/validation/ruleChecks';

/** Page size: a number of rows, or 'all' for the whole folder. */
export type PerPage = number | 'all';

/** The rows selector's choices (docs/product.md#orders-table). */
export const PER_PAGE_OPTIONS: readonly PerPage[] = [10, 25, 50, 100, 500, 'all'];

/** What a queue shows: kept in the URL so a refresh or a shared link shows the same view. */
export interface ListQuery {
  page: number;
  perPage: PerPage;
  search: string;
}

export const DEFAULT_LIST_QUERY: ListQuery = { page: 1, perPage: FIRST_PAGE_SIZE, search: '' };

/** The server's longest search text. */
export const MAX_SEARCH_LENGTH = FIELD_LENGTHS.search;

function parsePerPage(value: string | null): PerPage {
  if (value === 'all') return 'all';
  const size = Number(value);
  return PER_PAGE_OPTIONS.includes(size) ? size : DEFAULT_LIST_QUERY.perPage;
}

/** Reads page, perPage and search from the query string; anything unusable falls back to the defaults. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_LIST_QUERY.page,
    perPage: parsePerPage(params.get('perPage')),
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
  };
}

/** Writes the query into `params` (other parameters stay), leaving defaults out of the URL. */
export function writeListQuery(params: URLSearchParams, query: ListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: Array<[keyof ListQuery, string, boolean]> = [
    ['page', String(query.page), query.page === DEFAULT_LIST_QUERY.page],
    ['perPage', String(query.perPage), query.perPage === DEFAULT_LIST_QUERY.perPage],
    ['search', query.search, query.search === DEFAULT_LIST_QUERY.search],
  ];
  for (const [key, value, isDefault] of entries) {
    if (isDefault) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function totalPagesOf(total: number, perPage: PerPage): number {
  if (perPage === 'all') return 1;
  return Math.max(1, Math.ceil(total / perPage));
}
