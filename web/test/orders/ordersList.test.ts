import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { fetchOrdersPage } from '../../src/orders/fetchOrdersPage';
import { FIRST_PAGE_SIZE, ordersPageQuery, prefetchFirstPage } from '../../src/orders/ordersList';
import { queryOptionsOf } from '../../src/query/apiQuery';
import { queryClient } from '../../src/query/queryClient';

jest.mock('../../src/orders/fetchOrdersPage', () => ({ fetchOrdersPage: jest.fn() }));

const page = { rows: [], total: 0, page: 1, perPage: FIRST_PAGE_SIZE };

describe('a queue page through the cache', () => {
  beforeEach(() => {
    jest.mocked(fetchOrdersPage).mockResolvedValue({ status: 1, message: '', data: page });
  });
  afterEach(() => jest.resetAllMocks());

  it('is keyed by the route table entry and the page, not the cursor', () => {
    const request = { page: 2, limit: 25, delay: 1, userName: 'Tom Team' };
    expect(ordersPageQuery('newOrder', 2, 25, 'Tom Team', () => 'cursor').queryKey).toEqual([
      'GET',
      API_ROUTES.ordersList.path,
      { params: { orderName: 'newOrder' }, query: request },
    ]);
  });

  it('asked for ahead, is taken from the cache by the screen’s query: one call', async () => {
    prefetchFirstPage('newOrder', 'Tom Team');
    const rows = await queryClient.fetchQuery(
      queryOptionsOf(ordersPageQuery('newOrder', 1, FIRST_PAGE_SIZE, 'Tom Team')),
    );
    expect(rows).toEqual({ ...page, folder: 'newOrder' });
    expect(fetchOrdersPage).toHaveBeenCalledTimes(1);
    expect(fetchOrdersPage).toHaveBeenCalledWith(
      'newOrder',
      1,
      FIRST_PAGE_SIZE,
      'Tom Team',
      undefined,
    );
  });

  it('sends the cursor the screen has when the page is fetched', async () => {
    await queryClient.fetchQuery(
      queryOptionsOf(ordersPageQuery('newOrder', 2, 25, 'Tom Team', () => 'after-25')),
    );
    expect(fetchOrdersPage).toHaveBeenCalledWith('newOrder', 2, 25, 'Tom Team', 'after-25');
  });
});
