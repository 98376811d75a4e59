/**
 * @jest-environment jsdom
 */
import { useCallback } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiAnswer } from '../../src/api/failure';
import { useApiData, type LoadRequest } from '../../src/api/useApiData';

/** A call whose answer the test gives when it wants. */
function deferredCall<T>() {
  const answers: Array<(answer: ApiAnswer<T>) => void> = [];
  const load = jest.fn(() => new Promise<ApiAnswer<T>>((resolve) => answers.push(resolve)));
  return {
    load,
    answer: (index: number, value: ApiAnswer<T>) => act(async () => answers[index]?.(value)),
  };
}

/** The hook after its first load answered `first`. */
async function renderLoaded(first: string) {
  const call = deferredCall<string>();
  const { result } = renderHook(() => useApiData(call.load));
  await call.answer(0, ok(first));
  return { call, result };
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

describe('useApiData', () => {
  it('loads on mount: loading, then the data', async () => {
    const call = deferredCall<string[]>();
    const { result } = renderHook(() => useApiData(call.load));
    expect(result.current).toMatchObject({ state: 'loading', data: null, error: null });
    await call.answer(0, ok(['Ann']));
    expect(result.current).toMatchObject({ state: 'ready', data: ['Ann'], error: null });
  });

  it('loads nothing without a load function', () => {
    const { result } = renderHook(() => useApiData(null));
    expect(result.current).toMatchObject({ state: 'idle', data: null });
  });

  it("shows the server's message and why the call failed", async () => {
    const call = deferredCall<string[]>();
    const { result } = renderHook(() => useApiData(call.load));
    await call.answer(0, stale);
    expect(result.current).toMatchObject({
      state: 'error',
      error: 'Someone changed this order.',
      failure: { httpStatus: 409, kind: 'stale' },
    });
  });

  it('counts a non-success envelope without a failure as refused by the server', async () => {
    const call = deferredCall<string[]>();
    const { result } = renderHook(() => useApiData(call.load));
    await call.answer(0, { status: 0, message: 'No.' });
    expect(result.current.failure).toEqual({ httpStatus: null, kind: 'rejected' });
  });

  it('keeps only the latest answer: a slow earlier one never overwrites it', async () => {
    const call = deferredCall<string>();
    const { result } = renderHook(() => useApiData(call.load));
    act(() => result.current.reload());
    await call.answer(1, ok('newer'));
    await call.answer(0, ok('older'));
    expect(result.current).toMatchObject({ state: 'ready', data: 'newer' });
  });

  it('reload goes through the loading state and keeps the data so far', async () => {
    const { call, result } = await renderLoaded('first');
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ state: 'loading', data: 'first' });
    await call.answer(1, unreachable);
    expect(result.current).toMatchObject({
      state: 'error',
      data: 'first',
      failure: { kind: 'network' },
    });
  });

  it('refresh stays on the data until the answer, and a failed one leaves it', async () => {
    const { call, result } = await renderLoaded('first');

    let refreshed: Promise<ApiAnswer<string> | null> = Promise.resolve(null);
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(result.current).toMatchObject({ state: 'ready', data: 'first', refreshing: true });
    await call.answer(1, stale);
    expect(result.current).toMatchObject({ state: 'ready', data: 'first', refreshing: false });
    await expect(refreshed).resolves.toEqual(stale);

    act(() => void result.current.refresh());
    await call.answer(2, ok('second'));
    expect(result.current).toMatchObject({ state: 'ready', data: 'second' });
  });

  it('refreshUnseen shows no busy state while it loads, then the new data', async () => {
    const { call, result } = await renderLoaded('first');

    act(() => void result.current.refreshUnseen());
    expect(result.current).toMatchObject({ state: 'ready', data: 'first', refreshing: false });
    await call.answer(1, ok('changed by a colleague'));
    expect(result.current).toMatchObject({ state: 'ready', data: 'changed by a colleague' });
  });

  it('resolves an overtaken refresh to null', async () => {
    const { call, result } = await renderLoaded('first');
    let refreshed: Promise<ApiAnswer<string> | null> = Promise.resolve(null);
    act(() => {
      refreshed = result.current.refresh();
      result.current.reload();
    });
    await call.answer(2, ok('latest'));
    await call.answer(1, ok('overtaken'));
    await expect(refreshed).resolves.toBeNull();
    expect(result.current.data).toBe('latest');
  });

  it('loads anew when the load function changes', async () => {
    const load = jest.fn((id: number) => Promise.resolve(ok(`member ${id}`)));
    const { result, rerender } = renderHook(
      ({ id }) => useApiData(useCallback(() => load(id), [id])),
      { initialProps: { id: 1 } },
    );
    await waitFor(() => expect(result.current.data).toBe('member 1'));
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('member 2'));
  });

  it('shows the first part of an answer that arrives in parts, unless the load is quiet', async () => {
    let finish: (answer: ApiAnswer<string[]>) => void = () => undefined;
    const load = jest.fn(
      ({ progress }: LoadRequest<string[]>) =>
        new Promise<ApiAnswer<string[]>>((resolve) => {
          progress(['Ann']);
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => useApiData(load));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loading', partial: true }));
    expect(result.current.data).toEqual(['Ann']);
    await act(async () => finish(ok(['Ann', 'Bob'])));
    expect(result.current).toMatchObject({ state: 'ready', partial: false, data: ['Ann', 'Bob'] });

    act(() => void result.current.refresh());
    expect(result.current).toMatchObject({ state: 'ready', partial: false, data: ['Ann', 'Bob'] });
  });

  it('tells a load overtaken by a newer one that it is no longer current', async () => {
    const seen: Array<() => boolean> = [];
    const load = jest.fn(({ isCurrent }: LoadRequest<string>) => {
      seen.push(isCurrent);
      return new Promise<ApiAnswer<string>>(() => undefined);
    });
    const { result } = renderHook(() => useApiData(load));
    act(() => result.current.reload());
    expect(seen.map((isCurrent) => isCurrent())).toEqual([false, true]);
  });

  it('drops the failure of the previous load function in the very render that changes it', async () => {
    const failing = () => Promise.resolve(stale);
    const pending = () => new Promise<ApiAnswer<string>>(() => undefined);
    const { result, rerender } = renderHook(({ load }) => useApiData<string>(load), {
      initialProps: { load: failing as () => Promise<ApiAnswer<string>> },
    });
    await waitFor(() => expect(result.current.state).toBe('error'));
    rerender({ load: pending });
    expect(result.current).toMatchObject({ state: 'loading', error: null, failure: null });
  });
});
