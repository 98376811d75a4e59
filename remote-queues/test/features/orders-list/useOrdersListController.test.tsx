import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import type { FolderKey, ProcessStatus } from '@portal/shared/entities/folders';
import type { OrderListPage } from '@portal/shared/entities/order';
import { fetchOrdersPage } from '@portal/web/orders/fetchOrdersPage';
import { queryClient } from '@portal/web/query/queryClient';
import { MAX_PAGE_SIZE } from '@portal/shared/orders/pageSize';
import { heldAnswer } from '@portal/jest/heldAnswer';
import { searchOrders } from '../../../src/features/orders-list/api/searchOrder';
import { useOrdersListController } from '../../../src/features/orders-list/hooks/useOrdersListController';
import { makeRows } from '../../screens/queueTestKit';

jest.mock('@portal/web/orders/fetchOrdersPage', () => ({ fetchOrdersPage: jest.fn() }));
jest.mock('../../../src/features/orders-list/api/searchOrder', () => ({ searchOrders: jest.fn() }));

const rows = makeRows(60);
const pageOf = (page: number, limit: number, of = rows): ApiEnvelope<OrderListPage> => ({
  status: 1,
  message: 'ok',
  data: {
    rows: of.slice((page - 1) * limit, page * limit),
    total: of.length,
    page,
    perPage: limit,
    ...(page * limit < of.length ? { nextCursor: `after-${page * limit}` } : {}),
  },
});

/** Another member changed something: the live-updates stream marks the cache stale. */
const otherMemberChanged = () => queryClient.invalidateQueries(undefined, { cancelRefetch: false });

beforeEach(() => {
  jest
    .mocked(fetchOrdersPage)
    .mockImplementation((_folder, page, limit) => Promise.resolve(pageOf(page, limit)));
});
afterEach(() => jest.resetAllMocks());

/** The controller under a router at `url`; `location()` reads the URL it keeps. */
function renderController(url = '/newOrder') {
  let location = '';
  function LocationProbe() {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <LocationProbe />
      {children}
    </MemoryRouter>
  );
  const rendered = renderHook(
    () => useOrdersListController({ folder: 'newOrder', userName: 'Tom Team' }),
    { wrapper },
  );
  return { ...rendered, location: () => location };
}

describe('useOrdersListController', () => {
  it('loads the page the URL names', async () => {
    const { result } = renderController('/newOrder?page=2&perPage=25');
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual(rows.slice(25, 50));
    expect(result.current).toMatchObject({ page: 2, perPage: 25, total: 60, totalPages: 3 });
    expect(fetchOrdersPage).toHaveBeenCalledWith('newOrder', 2, 25, 'Tom Team', undefined);
  });

  it('keeps the page in the URL and seeks from the last row for the next page', async () => {
    const { result, location } = renderController('/newOrder?perPage=25');
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows[0]).toEqual(rows[25]));
    expect(location()).toContain('page=2');
    expect(fetchOrdersPage).toHaveBeenLastCalledWith('newOrder', 2, 25, 'Tom Team', 'after-25');
  });

  it('starts a new page size from its first page', async () => {
    const { result, location } = renderController('/newOrder?page=3&perPage=10');
    await waitFor(() => expect(result.current.rows[0]).toEqual(rows[20]));
    act(() => result.current.setPerPage(25));
    await waitFor(() => expect(result.current.rows).toEqual(rows.slice(0, 25)));
    expect(result.current.page).toBe(1);
    expect(location()).toBe('/newOrder?perPage=25');
  });

  it('shows only the newest answer when an older one arrives late', async () => {
    const first = heldAnswer<ApiEnvelope<OrderListPage>>();
    jest.mocked(fetchOrdersPage).mockImplementationOnce(() => first.answer);
    const { result } = renderController('/newOrder?perPage=25');
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.rows).toEqual(rows.slice(50, 60)));
    await act(async () => first.send(pageOf(1, 25)));
    expect(result.current.rows).toEqual(rows.slice(50, 60));
    expect(result.current.page).toBe(3);
  });

  it("shows the server's message and no rows when the list cannot load", async () => {
    jest
      .mocked(fetchOrdersPage)
      .mockResolvedValue({ status: 0, message: 'Cannot reach the server.' });
    const { result } = renderController();
    await waitFor(() => expect(result.current.error).toBe('Cannot reach the server.'));
    expect(result.current).toMatchObject({ rows: [], total: 0, loading: false });
  });

  it('keeps the list empty after a failed load while Refresh loads it again', async () => {
    const { result } = renderController('/newOrder?perPage=25');
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    jest
      .mocked(fetchOrdersPage)
      .mockResolvedValueOnce({ status: 0, message: 'Cannot reach the server.' })
      .mockReturnValueOnce(new Promise(() => undefined));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe('Cannot reach the server.'));
    expect(result.current.rows).toEqual([]);
    act(() => result.current.reload());
    await waitFor(() =>
      expect(result.current).toMatchObject({ loading: true, error: null, rows: [], total: 0 }),
    );
  });

  it('keeps the rows and shows no error when a live reload fails', async () => {
    const { result } = renderController('/newOrder?perPage=25');
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    jest
      .mocked(fetchOrdersPage)
      .mockResolvedValue({ status: 0, message: 'Cannot reach the server.' });
    await act(() => otherMemberChanged());
    expect(result.current).toMatchObject({ error: null, loading: false, total: 60 });
    expect(result.current.rows).toHaveLength(25);
  });

  it('searches once the box settles, from page 1', async () => {
    jest.mocked(searchOrders).mockResolvedValue({
      status: 1,
      message: 'ok',
      data: { rows: rows.slice(0, 1), total: 1, page: 1, perPage: 10 },
    });
    const { result, location } = renderController('/newOrder?page=3');
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setSearchInput('  Family0 '));
    expect(searchOrders).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.search).toBe('Family0'));
    await waitFor(() => expect(result.current.rows).toEqual(rows.slice(0, 1)));
    expect(result.current.page).toBe(1);
    expect(location()).toContain('search=Family0');
  });

  it('reloads silently on a live update, keeping the rows on screen', async () => {
    const { result } = renderController('/newOrder?perPage=25');
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    const changed = makeRows(60, { assign_to: 'Ann Admin' });
    jest.mocked(fetchOrdersPage).mockResolvedValue({
      status: 1,
      message: 'ok',
      data: { rows: changed.slice(0, 25), total: 60, page: 1, perPage: 25 },
    });
    // The refetch starts; the rows stay on screen, with no loading state, until it answers.
    await act(async () => {
      void otherMemberChanged();
    });
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(result.current.rows[0]?.assign_to).toBe('Ann Admin'));
  });

  it('keeps the selection to the rows still listed, with their statuses as they are now', async () => {
    const { result } = renderController('/newOrder?perPage=25');
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    act(() =>
      result.current.setSelected([
        { id: 100100, status: 'New' },
        { id: 100101, status: 'New' },
      ]),
    );
    /** A live reload in which order 100100 has `status` and 100101 has left the folder. */
    const reloadWith = async (status: ProcessStatus) => {
      const listed = [{ ...rows[0]!, process_status: status }, ...rows.slice(2, 25)];
      jest.mocked(fetchOrdersPage).mockResolvedValue({
        status: 1,
        message: 'ok',
        data: { rows: listed, total: 59, page: 1, perPage: 25 },
      });
      await act(async () => {
        void otherMemberChanged();
      });
      await waitFor(() => expect(result.current.selected).toEqual([{ id: 100100, status }]));
    };
    await reloadWith('Priority Processing');
    // The same orders still selected, one with a new status: the selection follows it too.
    await reloadWith('Pending');
  });

  it('moves to the last page when the page asked for is past the end', async () => {
    const { result, location } = renderController('/newOrder?page=9&perPage=25');
    await waitFor(() => expect(result.current.page).toBe(3));
    await waitFor(() => expect(result.current.rows).toEqual(rows.slice(50, 60)));
    expect(location()).toContain('page=3');
  });

  describe("'All'", () => {
    const many = makeRows(2 * MAX_PAGE_SIZE + 345);
    /** Each list call waits until the test answers it: the calls are seen one by one. */
    let answers: Array<() => void> = [];
    beforeEach(() => {
      answers = [];
      jest
        .mocked(fetchOrdersPage)
        .mockImplementation(
          (_folder, page, limit) =>
            new Promise((resolve) => answers.push(() => resolve(pageOf(page, limit, many)))),
        );
    });
    const answerNext = async () => act(async () => answers.shift()?.());
    const listCalls = () =>
      jest.mocked(fetchOrdersPage).mock.calls.map(([folder, page, limit]) => [folder, page, limit]);

    function renderAll() {
      const wrapper = ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/queue?perPage=all']}>{children}</MemoryRouter>
      );
      return renderHook(
        ({ folder }: { folder: FolderKey }) =>
          useOrdersListController({ folder, userName: 'Tom Team' }),
        { wrapper, initialProps: { folder: 'newOrder' as FolderKey } },
      );
    }

    it('loads the whole count in chunks of the largest page, one after another', async () => {
      const { result } = renderAll();
      await waitFor(() => expect(answers).toHaveLength(1));
      await answerNext();
      await waitFor(() => expect(result.current.rows).toHaveLength(MAX_PAGE_SIZE));
      expect(result.current.loadingMore).toBe(true);
      await answerNext();
      await waitFor(() => expect(answers).toHaveLength(1));
      await answerNext();
      await waitFor(() => expect(result.current.loadingMore).toBe(false));
      expect(result.current.rows).toEqual(many);
      expect(listCalls()).toEqual([
        ['newOrder', 1, MAX_PAGE_SIZE],
        ['newOrder', 2, MAX_PAGE_SIZE],
        ['newOrder', 3, MAX_PAGE_SIZE],
      ]);
    });

    it('asks for no more chunks of a folder once another folder opens', async () => {
      const { result, rerender } = renderAll();
      await waitFor(() => expect(answers).toHaveLength(1));
      await answerNext();
      await waitFor(() => expect(answers).toHaveLength(1));
      rerender({ folder: 'pendingorder' });
      await waitFor(() => expect(answers).toHaveLength(2));
      // The first folder's pending chunk answers late: it is dropped and nothing follows it.
      await answerNext();
      await answerNext();
      await waitFor(() => expect(result.current.rows).toHaveLength(MAX_PAGE_SIZE));
      expect(result.current.folder).toBe('pendingorder');
      expect(listCalls()).toEqual([
        ['newOrder', 1, MAX_PAGE_SIZE],
        ['newOrder', 2, MAX_PAGE_SIZE],
        ['pendingorder', 1, MAX_PAGE_SIZE],
        ['pendingorder', 2, MAX_PAGE_SIZE],
      ]);
    });
  });
});
