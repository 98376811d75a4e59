/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../../src/util/useDebouncedValue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the last value once typing has stopped for the delay, never one typed in between', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'an' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'ano' });
    // 300 ms after 'an': it was replaced before its time was up, so nothing settles yet.
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(199));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('ano');
  });
});
