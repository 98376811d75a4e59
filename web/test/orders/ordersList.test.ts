import { callApi } from '../../src/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import {
  FIRST_PAGE_SIZE,
  getOrdersList,
  prefetchFirstPage,
  PREFETCH_FRESH_MS,
} from '../../src/orders/ordersList';

jest.mock('../../src/api/apiClient', () => ({ callApi: jest.fn() }));

const listCall = (orderName: string, page: number, userName: string) => [
  API_ROUTES.ordersList,
  {
    params: { orderName },
    query: { page, limit: FIRST_PAGE_SIZE, delay: 1, userName },
  },
];

describe('a queue first page asked for ahead of its screen', () => {
  let answers = 0;
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(callApi).mockReset();
    jest
      .mocked(callApi)
      .mockImplementation(() => Promise.resolve({ status: 1, message: `answer ${++answers}` }));
  });
  afterEach(() => jest.useRealTimers());

  it('is the answer the screen gets for that page, without a second request', async () => {
    prefetchFirstPage('newOrder', 'Alice Admin');
    expect(callApi).toHaveBeenCalledWith(...listCall('newOrder', 1, 'Alice Admin'));
    const early = await jest.mocked(callApi).mock.results[0]?.value;

    await expect(getOrdersList('newOrder', 1, FIRST_PAGE_SIZE, 'Alice Admin')).resolves.toBe(early);
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('is used once: a reload asks the server again', async () => {
    prefetchFirstPage('newOrder', 'Alice Admin');
    await getOrdersList('newOrder', 1, FIRST_PAGE_SIZE, 'Alice Admin');
    await getOrdersList('newOrder', 1, FIRST_PAGE_SIZE, 'Alice Admin');
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it('is not used for another folder, page, size or member, nor once it is stale', async () => {
    for (const ask of [
      () => getOrdersList('pendingorder', 1, FIRST_PAGE_SIZE, 'Alice Admin'),
      () => getOrdersList('newOrder', 2, FIRST_PAGE_SIZE, 'Alice Admin'),
      () => getOrdersList('newOrder', 1, 25, 'Alice Admin'),
      () => getOrdersList('newOrder', 1, FIRST_PAGE_SIZE, 'Tom Team'),
      () => {
        jest.advanceTimersByTime(PREFETCH_FRESH_MS);
        return getOrdersList('newOrder', 1, FIRST_PAGE_SIZE, 'Alice Admin');
      },
    ]) {
      jest.mocked(callApi).mockClear();
      prefetchFirstPage('newOrder', 'Alice Admin');
      await ask();
      expect(callApi).toHaveBeenCalledTimes(2);
    }
  });
});
