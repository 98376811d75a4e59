import type { OrderListPage } from '@portal/shared/entities/order';
import { fetchOrdersPage } from '@portal/web/orders/fetchOrdersPage';
import { searchOrders } from '../../../src/features/orders-list/api/searchOrder';
import { ALL_CHUNK_SIZE, loadOrders } from '../../../src/features/orders-list/lib/loadOrders';
import { makeRows } from '../../screens/queueTestKit';

jest.mock('@portal/web/orders/fetchOrdersPage', () => ({ fetchOrdersPage: jest.fn() }));
jest.mock('../../../src/features/orders-list/api/searchOrder', () => ({ searchOrders: jest.fn() }));

const rows = makeRows(2 * ALL_CHUNK_SIZE + 345);
const ok = (data: OrderListPage) => Promise.resolve({ status: 1, message: 'ok', data });

beforeEach(() => {
  jest.mocked(fetchOrdersPage).mockImplementation((_folder, page, limit) =>
    ok({
      rows: rows.slice((page - 1) * limit, page * limit),
      total: rows.length,
      page,
      perPage: limit,
      ...(page * limit < rows.length ? { nextCursor: `after-${page * limit}` } : {}),
    }),
  );
  jest
    .mocked(searchOrders)
    .mockImplementation((_folder, _value, start, end) =>
      ok({ rows: rows.slice(start, end), total: rows.length, page: 1, perPage: end - start }),
    );
});
afterEach(() => jest.resetAllMocks());

const request = { folder: 'allorder' as const, page: 1, search: '', userName: 'Tom Team' };

describe('loadOrders', () => {
  it('loads one page', async () => {
    const result = await loadOrders({ ...request, page: 3, perPage: 25 });
    expect(result).toEqual({
      ok: true,
      rows: rows.slice(50, 75),
      total: rows.length,
      nextCursor: 'after-75',
    });
    expect(fetchOrdersPage).toHaveBeenCalledWith('allorder', 3, 25, 'Tom Team', undefined);
  });

  it('says when a search total is capped', async () => {
    jest
      .mocked(searchOrders)
      .mockImplementation(() =>
        ok({ rows: rows.slice(0, 10), total: 10_000, totalCapped: true, page: 1, perPage: 10 }),
      );
    await expect(loadOrders({ ...request, perPage: 10, search: 'a' })).resolves.toMatchObject({
      total: 10_000,
      totalCapped: true,
    });
  });

  it('loads All in slices, reporting the rows so far after each slice but the last', async () => {
    const chunks: number[] = [];
    const result = await loadOrders(
      { ...request, perPage: 'all' },
      { onChunk: (partial) => chunks.push(partial.length) },
    );
    expect(result).toEqual({ ok: true, rows, total: rows.length });
    // Every slice after the first seeks from the cursor the slice before handed out.
    expect(
      jest.mocked(fetchOrdersPage).mock.calls.map((call) => [call[1], call[2], call[4]]),
    ).toEqual([
      [1, ALL_CHUNK_SIZE, undefined],
      [2, ALL_CHUNK_SIZE, `after-${ALL_CHUNK_SIZE}`],
      [3, ALL_CHUNK_SIZE, `after-${2 * ALL_CHUNK_SIZE}`],
    ]);
    expect(chunks).toEqual([ALL_CHUNK_SIZE, 2 * ALL_CHUNK_SIZE]);
  });

  it('searches All in slices with start and end', async () => {
    await loadOrders({ ...request, perPage: 'all', search: 'smith' });
    expect(jest.mocked(searchOrders).mock.calls.map((call) => [call[2], call[3]])).toEqual([
      [0, ALL_CHUNK_SIZE],
      [ALL_CHUNK_SIZE, 2 * ALL_CHUNK_SIZE],
      [2 * ALL_CHUNK_SIZE, 3 * ALL_CHUNK_SIZE],
    ]);
  });

  it('keeps an order once when it moved into the next slice meanwhile', async () => {
    // The first order of the second slice moved up into the first slice's last place.
    const moved = rows[ALL_CHUNK_SIZE]!;
    jest.mocked(fetchOrdersPage).mockImplementation((_folder, page, limit) =>
      ok({
        rows:
          page === 1
            ? [...rows.slice(0, limit - 1), moved]
            : rows.slice((page - 1) * limit, page * limit),
        total: rows.length,
        page,
        perPage: limit,
      }),
    );
    const result = await loadOrders({ ...request, perPage: 'all' });
    const ids = result.ok ? result.rows.map((row) => row.order_id) : [];
    expect(ids).toHaveLength(rows.length - 1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks no further slice once the slices reach the total', async () => {
    jest.mocked(fetchOrdersPage).mockImplementation((_folder, page, limit) =>
      ok({
        rows: rows.slice((page - 1) * limit, page * limit),
        total: 2 * ALL_CHUNK_SIZE,
        page,
        perPage: limit,
      }),
    );
    await loadOrders({ ...request, perPage: 'all' });
    expect(fetchOrdersPage).toHaveBeenCalledTimes(2);
  });

  it('stops at a short slice even when the total promised more', async () => {
    // Orders left the folder while All was loading: the second slice is its last.
    jest.mocked(fetchOrdersPage).mockImplementation((_folder, page, limit) =>
      ok({
        rows: rows.slice((page - 1) * limit, page * limit - (page === 2 ? 1 : 0)),
        total: rows.length,
        page,
        perPage: limit,
      }),
    );
    const result = await loadOrders({ ...request, perPage: 'all' });
    expect(fetchOrdersPage).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ ok: true, total: rows.length });
  });

  it('says when a search of All matched more than it holds', async () => {
    jest.mocked(searchOrders).mockImplementation((_folder, _value, start, end) =>
      ok({
        rows: rows.slice(start, end),
        total: 10_000,
        totalCapped: true,
        page: 1,
        perPage: 10,
      }),
    );
    await expect(loadOrders({ ...request, perPage: 'all', search: 'a' })).resolves.toMatchObject({
      ok: true,
      total: 10_000,
      totalCapped: true,
    });
  });

  it('stops between slices when a newer request took over', async () => {
    await loadOrders({ ...request, perPage: 'all' }, { isCancelled: () => true });
    expect(fetchOrdersPage).toHaveBeenCalledTimes(1);
  });

  it("gives the server's message when a slice fails", async () => {
    jest.mocked(fetchOrdersPage).mockResolvedValueOnce({
      status: 0,
      message: 'Your account type cannot open Order History.',
    });
    await expect(loadOrders({ ...request, perPage: 10 })).resolves.toEqual({
      ok: false,
      message: 'Your account type cannot open Order History.',
    });
  });
});
