import { act, renderHook } from '@testing-library/react';
import { useGridStages } from '../../../src/features/orders-list/lib/useGridStages';

describe('useGridStages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the box first, then makes the grid, then draws its rows, a task apart each', () => {
    const { result } = renderHook(() => useGridStages());
    expect(result.current).toBe('box');
    act(() => jest.advanceTimersToNextTimer());
    expect(result.current).toBe('grid');
    act(() => jest.advanceTimersToNextTimer());
    expect(result.current).toBe('rows');
    act(() => jest.runAllTimers());
    expect(result.current).toBe('rows');
  });

  it('leaves nothing scheduled once unmounted', () => {
    const { unmount } = renderHook(() => useGridStages());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
