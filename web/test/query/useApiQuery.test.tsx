/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiAnswer } from '../../src/api/failure';
import { prefetch, type ApiQuery, type LoadRequest } from '../../src/query/apiQuery';
import { queryClient } from '../../src/query/queryClient';
import { useApiQuery } from '../../src/query/useApiQuery';

/** A call whose answers the test gives when it wants, in the order they were asked. */
function deferredCall<T>(key: unknown = 'list') {
  const answers: Array<(answer: ApiAnswer<T>) => void> = [];
  const load = jest.fn(
    (_request: LoadRequest<T>) => new Promise<ApiAnswer<T>>((resolve) => answers.push(resolve)),
  );
  const query: ApiQuery<T> = { queryKey: ['GET', '/test', key], load };
  return {
    load,
    query,
    answer: (index: number, value: ApiAnswer<T>) =>
      act(async () => {
        answers[index]?.(value);
      }),
  };
}

const ok = <T,>(data: T): ApiAnswer<T> => ({ status: 1, message: 'ok', data });
const stale: ApiAnswer<never> = {
  status: 0,
  message: 'Someone changed this order.',
  failure: { httpStatus: 409, kind: 'stale' },
};
const unreachable: ApiAnswer<never> = {
  status: 0,
  message: 'Cannot reach the server. Check your connection and try again.',
  failure: { httpStatus: null, kind: 'network' },
};

/** The hook after its first load answered `first`. */
async function renderLoaded(first: string) {
  const call = deferredCall<string>();
  const { result } = renderHook(() => useApiQuery(call.query));
  await call.answer(0, ok(first));
  await waitFor(() => expect(result.current.state).toBe('ready'));
  return { call, result };
}

describe('useApiQuery', () => {
  it('loads on mount: loading, then the data', async () => {
    const call = deferredCall<string[]>();
    const { result } = renderHook(() => useApiQuery(call.query));
    expect(result.current).toMatchObject({ state: 'loading', data: null, error: null });
    await call.answer(0, ok(['Ann']));
    await waitFor(() =>
      expect(result.current).toMatchObject({ state: 'ready', data: ['Ann'], error: null }),
    );
  });

  it('loads nothing without a query', () => {
    const { result } = renderHook(() => useApiQuery(null));
    expect(result.current).toMatchObject({ state: 'idle', data: null });
  });

  it("shows the server's message and why the call failed", async () => {
    const call = deferredCall<string[]>();
    const { result } = renderHook(() => useApiQuery(call.query));
    await call.answer(0, stale);
    await waitFor(() =>
      expect(result.current).toMatchObject({
        state: 'error',
        error: 'Someone changed this order.',
        failure: { httpStatus: 409, kind: 'stale' },
      }),
    );
  });

  it('counts a non-success envelope without a failure as refused by the server', async () => {
    const call = deferredCall<string[]>();
    const { result } = renderHook(() => useApiQuery(call.query));
    await call.answer(0, { status: 0, message: 'No.' });
    await waitFor(() =>
      expect(result.current.failure).toEqual({ httpStatus: null, kind: 'rejected' }),
    );
  });

  it('shows only the current key: a slow answer of the key before never shows', async () => {
    const first = deferredCall<string>('page 1');
    const second = deferredCall<string>('page 2');
    const { result, rerender } = renderHook(({ query }) => useApiQuery(query), {
      initialProps: { query: first.query },
    });
    rerender({ query: second.query });
    await second.answer(0, ok('page 2 rows'));
    await first.answer(0, ok('page 1 rows'));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready' }));
    expect(result.current.data).toBe('page 2 rows');
  });

  it('keeps the previous key’s data on screen while the new key loads', async () => {
    const first = deferredCall<string>('page 1');
    const second = deferredCall<string>('page 2');
    const { result, rerender } = renderHook(({ query }) => useApiQuery(query), {
      initialProps: { query: first.query },
    });
    await first.answer(0, ok('page 1 rows'));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    rerender({ query: second.query });
    expect(result.current).toMatchObject({ state: 'loading', data: 'page 1 rows' });
    await second.answer(0, ok('page 2 rows'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'page 2 rows' }));
  });

  it('reload goes through the loading state, keeping the data so far until it fails', async () => {
    const { call, result } = await renderLoaded('first');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loading', data: 'first' }));
    await call.answer(1, unreachable);
    await waitFor(() =>
      expect(result.current).toMatchObject({ state: 'error', failure: { kind: 'network' } }),
    );

    // Try again after the failure: loading, and the data from before it does not come back.
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loading', data: null }));
    await call.answer(2, ok('second'));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: 'second' }));
  });

  it('refresh stays on the data until the answer, and a failed one leaves it', async () => {
    const { call, result } = await renderLoaded('first');

    let refreshed: Promise<ApiAnswer<never> | null> = Promise.resolve(null);
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(result.current).toMatchObject({ state: 'ready', data: 'first', refreshing: true });
    await call.answer(1, stale);
    await expect(refreshed).resolves.toEqual(stale);
    await waitFor(() =>
      expect(result.current).toMatchObject({ state: 'ready', data: 'first', refreshing: false }),
    );

    act(() => void result.current.refresh());
    await call.answer(2, ok('second'));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: 'second' }));
  });

  it('shows another member’s change once the cache is invalidated, with no busy state', async () => {
    const { call, result } = await renderLoaded('first');
    await act(async () => {
      void queryClient.invalidateQueries();
    });
    expect(result.current).toMatchObject({ state: 'ready', data: 'first', refreshing: false });
    await call.answer(1, ok('changed by a colleague'));
    await waitFor(() => expect(result.current.data).toBe('changed by a colleague'));
  });

  it('a refresh joins a refetch already running instead of asking again', async () => {
    const { call, result } = await renderLoaded('first');
    await act(async () => {
      void queryClient.invalidateQueries();
    });
    let refreshed: Promise<ApiAnswer<never> | null> = Promise.resolve(null);
    act(() => {
      refreshed = result.current.refresh();
    });
    await call.answer(1, ok('latest'));
    await expect(refreshed).resolves.toBeNull();
    expect(call.load).toHaveBeenCalledTimes(2);
  });

  it('shows the first part of an answer that arrives in parts', async () => {
    let finish: (answer: ApiAnswer<string[]>) => void = () => undefined;
    const load = jest.fn(
      ({ progress }: LoadRequest<string[]>) =>
        new Promise<ApiAnswer<string[]>>((resolve) => {
          progress(['Ann']);
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => useApiQuery({ queryKey: ['parts'], load }));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loading', partial: true }));
    expect(result.current.data).toEqual(['Ann']);
    await act(async () => finish(ok(['Ann', 'Bob'])));
    await waitFor(() =>
      expect(result.current).toMatchObject({
        state: 'ready',
        partial: false,
        data: ['Ann', 'Bob'],
      }),
    );
  });

  it('tells a load its key no longer shows that it is not current any more', async () => {
    const seen: Array<() => boolean> = [];
    const load = jest.fn(({ isCurrent }: LoadRequest<string>) => {
      seen.push(isCurrent);
      return new Promise<ApiAnswer<string>>(() => undefined);
    });
    const { rerender } = renderHook(({ key }) => useApiQuery({ queryKey: [key], load }), {
      initialProps: { key: 'first' },
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    rerender({ key: 'second' });
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen.map((isCurrent) => isCurrent())).toEqual([false, true]);
  });

  it('keeps a part that arrives after its key stopped showing out of the cache', async () => {
    const parts: Array<(partial: string[]) => void> = [];
    const load = jest.fn(({ progress }: LoadRequest<string[]>) => {
      parts.push(progress);
      return new Promise<ApiAnswer<string[]>>(() => undefined);
    });
    const { rerender } = renderHook(({ key }) => useApiQuery({ queryKey: [key], load }), {
      initialProps: { key: 'before' },
    });
    await waitFor(() => expect(parts).toHaveLength(1));
    rerender({ key: 'now' });
    await waitFor(() => expect(parts).toHaveLength(2));
    act(() => parts[0]?.(['Ann']));
    expect(queryClient.getQueryData(['before'])).toBeUndefined();
  });

  it('uses an answer prefetched within its fresh time without asking again', async () => {
    const load = jest.fn(() => Promise.resolve(ok('asked ahead')));
    const query: ApiQuery<string> = { queryKey: ['ahead'], load, staleTime: 60_000 };
    await act(() => prefetch(query));
    const { result } = renderHook(() => useApiQuery(query));
    expect(result.current).toMatchObject({ state: 'ready', data: 'asked ahead' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the failure of the previous key in the very render that changes it', async () => {
    const failing: ApiQuery<string> = { queryKey: ['failing'], load: () => Promise.resolve(stale) };
    const pending: ApiQuery<string> = {
      queryKey: ['pending'],
      load: () => new Promise<ApiAnswer<string>>(() => undefined),
    };
    const { result, rerender } = renderHook(({ query }) => useApiQuery(query), {
      initialProps: { query: failing },
    });
    await waitFor(() => expect(result.current.state).toBe('error'));
    rerender({ query: pending });
    expect(result.current).toMatchObject({ state: 'loading', error: null, failure: null });
  });
});
