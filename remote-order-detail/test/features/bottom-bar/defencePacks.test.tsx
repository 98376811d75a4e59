import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import { heldAnswer } from '@portal/jest/heldAnswer';
import { BottomBar } from '../../../src/features/bottom-bar/components/BottomBar';
import { openFileInNewTab } from '../../../src/lib/openFileInNewTab';
import { orderFixture } from '../../fixtures/orderFixture';

jest.mock('../../../src/lib/openFileInNewTab');

beforeEach(() => jest.resetAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('Defence Pack buttons', () => {
  it('show the pack asked for busy, and let no other pack start until it has opened', async () => {
    const opened = heldAnswer<ApiEnvelope<never> | null>();
    jest.mocked(openFileInNewTab).mockReturnValue(opened.answer);
    render(
      <BottomBar order={orderFixture({ process_status: 'Completed' })} onChanged={jest.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Defence Pack 2' }));
    expect(screen.getByRole('button', { name: 'Defence Pack 2' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Defence Pack 1' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Defence Pack 1' })).toBeDisabled();
    opened.send(null);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Defence Pack 1' })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: 'Defence Pack 2' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(openFileInNewTab).toHaveBeenCalledTimes(1);
  });

  it('only logs a pack that could not be fetched, and stops its spinner', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(openFileInNewTab).mockResolvedValue({ status: 0, message: 'No such order.' });
    const order = orderFixture({ process_status: 'ChargeBack' });
    render(<BottomBar order={order} onChanged={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Defence Pack 1' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        `Defence Pack 1 of order ${order.order_id}: No such order.`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Defence Pack 1' })).toBeEnabled();
  });
});
