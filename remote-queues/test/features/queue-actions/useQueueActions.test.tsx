import { act, renderHook, waitFor } from '@testing-library/react';
import { callApi } from '@portal/web/api/apiClient';
import { heldAnswer } from '@portal/jest/heldAnswer';
import { useQueueActions } from '../../../src/features/queue-actions/hooks/useQueueActions';

jest.mock('@portal/web/api/apiClient', () => ({ callApi: jest.fn() }));

const list = { removeRows: jest.fn(), setSelected: jest.fn() };

function renderActions() {
  return renderHook(() => useQueueActions('newOrder', 'Tom Team', list));
}

afterEach(() => jest.resetAllMocks());

describe('useQueueActions', () => {
  it('asks nothing about no orders', () => {
    const { result } = renderActions();
    act(() => result.current.request('assignToMe', []));
    expect(result.current.pending).toBeNull();
  });

  it('keeps the confirmation open while its action runs, even when cancelled', async () => {
    const held = heldAnswer();
    jest.mocked(callApi).mockReturnValue(held.answer);
    const { result } = renderActions();
    act(() => result.current.request('assignToMe', [104924]));
    expect(result.current.subject).toBe('Order 104924');
    let confirmed: Promise<void> = Promise.resolve();
    act(() => {
      confirmed = result.current.confirm();
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    act(() => result.current.cancel());
    expect(result.current.pending?.label).toBe('Assign to me');
    await act(async () => {
      held.send({ status: 1, message: 'Order has been assigned successfully' });
      await confirmed;
    });
    expect(result.current.pending).toBeNull();
    expect(list.setSelected).toHaveBeenCalledWith([]);
  });
});
