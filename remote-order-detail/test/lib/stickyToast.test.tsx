import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import {
  notifyError,
  notifySuccess,
  ORDER_PAGE_TOAST_LIMIT,
  TOAST_DURATIONS_MS,
} from '../../src/lib/stickyToast';

/** Runs the timers for `ms`, then the exit animation's removal (scheduled once a toast closes). */
function pass(ms: number): void {
  act(() => jest.advanceTimersByTime(ms));
  act(() => jest.advanceTimersByTime(1_500));
}

/** The order page's toasts as the Toaster draws them, top to bottom. */
const visibleToasts = () =>
  screen
    .queryAllByRole('status')
    .map((toast) => toast.textContent?.replace('×', '').trim())
    .filter(Boolean);

describe('order page toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at most three, newest first, and closes them on their own', () => {
    render(<Toaster position="top-right" />);
    act(() => {
      for (let n = 1; n <= 7; n++) notifySuccess(`Message ${n}`);
    });
    pass(0);
    expect(ORDER_PAGE_TOAST_LIMIT).toBe(3);
    expect(visibleToasts()).toEqual(['Message 7', 'Message 6', 'Message 5']);

    pass(TOAST_DURATIONS_MS.success);
    expect(visibleToasts()).toEqual([]);
  });

  it('keeps an error longer than a success, then closes it too', () => {
    render(<Toaster position="top-right" />);
    act(() => {
      notifyError('The server refused.');
      notifySuccess('Done.');
    });
    pass(TOAST_DURATIONS_MS.success);
    expect(visibleToasts()).toEqual(['The server refused.']);
    pass(TOAST_DURATIONS_MS.error - TOAST_DURATIONS_MS.success);
    expect(visibleToasts()).toEqual([]);
  });
});
