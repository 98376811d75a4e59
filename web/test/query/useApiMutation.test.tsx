/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiAnswer } from '../../src/api/failure';
import { queryClient } from '../../src/query/queryClient';
import { useApiMutation } from '../../src/query/useApiMutation';
import { useApiQuery } from '../../src/query/useApiQuery';

const moved: ApiAnswer<null> = { status: 1, message: 'Status changed.', data: null };
const refused: ApiAnswer<never> = {
  status: 0,
  message: 'Someone changed this order.',
  failure: { httpStatus: 409, kind: 'stale' },
};

/** A read on screen, counting its loads, and a change whose answer the test gives. */
function renderReadAndChange() {
  let loads = 0;
  let answer: (value: ApiAnswer<null>) => void = () => undefined;
  const change = jest.fn(
    (_orderId: number) => new Promise<ApiAnswer<null>>((resolve) => (answer = resolve)),
  );
  const { result } = renderHook(() => ({
    read: useApiQuery({
      queryKey: ['GET', '/orders'],
      load: () => Promise.resolve({ status: 1, message: '', data: ++loads }),
    }),
    change: useApiMutation(change),
  }));
  return {
    result,
    change,
    /** Answers the call once it has been sent. */
    answer: async (value: ApiAnswer<null>) => {
      await waitFor(() => expect(change).toHaveBeenCalled());
      await act(async () => answer(value));
    },
  };
}

describe('useApiMutation', () => {
  it('is busy while the call runs, with what it was sent', async () => {
    const { result, answer } = renderReadAndChange();
    let sent: Promise<ApiAnswer<null>> = Promise.resolve(moved);
    act(() => {
      sent = result.current.change.run(100001);
    });
    await waitFor(() =>
      expect(result.current.change).toMatchObject({ busy: true, variables: 100001 }),
    );
    await answer(moved);
    await expect(sent).resolves.toEqual(moved);
    await waitFor(() => expect(result.current.change.busy).toBe(false));
  });

  it('refetches what is on screen after a success', async () => {
    const { result, answer } = renderReadAndChange();
    await waitFor(() => expect(result.current.read.data).toBe(1));
    act(() => void result.current.change.run(100001));
    await answer(moved);
    await waitFor(() => expect(result.current.read.data).toBe(2));
  });

  it('resolves a refusal to the server’s answer, and refetches too: the screen was stale', async () => {
    const { result, answer } = renderReadAndChange();
    await waitFor(() => expect(result.current.read.data).toBe(1));
    let sent: Promise<ApiAnswer<null>> = Promise.resolve(moved);
    act(() => {
      sent = result.current.change.run(100001);
    });
    await answer(refused);
    await expect(sent).resolves.toEqual(refused);
    await waitFor(() => expect(result.current.read.data).toBe(2));
    expect(queryClient.isMutating()).toBe(0);
  });
});
