/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { subscribeToLiveUpdates, type LiveListener } from '../../src/live/liveUpdates';
import { useLiveInvalidation } from '../../src/query/liveInvalidation';
import { useApiQuery } from '../../src/query/useApiQuery';

jest.mock('../../src/live/liveUpdates', () => ({ subscribeToLiveUpdates: jest.fn() }));

describe('useLiveInvalidation', () => {
  it('refetches what is on screen when another member changes something, and unsubscribes', async () => {
    let listener: LiveListener = () => undefined;
    const unsubscribe = jest.fn();
    jest.mocked(subscribeToLiveUpdates).mockImplementation((next) => {
      listener = next;
      return unsubscribe;
    });
    let loads = 0;
    const { result, unmount } = renderHook(() => {
      useLiveInvalidation();
      return useApiQuery({
        queryKey: ['GET', '/admin/folder-count'],
        load: () => Promise.resolve({ status: 1, message: '', data: ++loads }),
      });
    });
    await waitFor(() => expect(result.current.data).toBe(1));
    await act(async () => listener());
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(result.current.state).toBe('ready');
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
