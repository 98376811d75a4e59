import {
  DEFAULT_LIST_QUERY,
  readListQuery,
  totalPagesOf,
  writeListQuery,
} from '../../../src/features/orders-list/lib/listQuery';

describe('list query in the URL', () => {
  it('reads page, perPage and search', () => {
    expect(readListQuery(new URLSearchParams('page=3&perPage=50&search=%20smith%20'))).toEqual({
      page: 3,
      perPage: 50,
      search: 'smith',
    });
    expect(readListQuery(new URLSearchParams('perPage=all')).perPage).toBe('all');
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', 'perPage=7', 'perPage=100000', 'perPage='])(
    'falls back to the defaults for %s',
    (query) => {
      expect(readListQuery(new URLSearchParams(query))).toEqual(DEFAULT_LIST_QUERY);
    },
  );

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = new URLSearchParams('tab=x&page=4&search=old');
    expect(writeListQuery(params, { page: 1, perPage: 'all', search: 'new' }).toString()).toBe(
      'tab=x&search=new&perPage=all',
    );
    expect(writeListQuery(params, DEFAULT_LIST_QUERY).toString()).toBe('tab=x');
  });

  it('counts pages, one page for All', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(101, 10)).toBe(11);
    expect(totalPagesOf(5000, 'all')).toBe(1);
  });
});
