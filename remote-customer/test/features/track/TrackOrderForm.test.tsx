import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_ERROR_MESSAGE } from '@portal/shared/api/envelope';
import { TrackOrderForm } from '../../../src/features/track/components/TrackOrderForm';
import { renderAt, resetScreenState } from '../../support';

// The form's call and its HTTP client arrive in a chunk downloaded on first use; here the
// connection drops before it can.
jest.mock('../../../src/features/track/lib/sendTracking', () => {
  throw new Error('Loading chunk 1259 failed.');
});

describe('TrackOrderForm whose call cannot be downloaded', () => {
  beforeEach(resetScreenState);

  it('says the server cannot be reached, and TRACK ORDER can be pressed again', async () => {
    const onTracked = jest.fn();
    renderAt(
      '/track-order/100234',
      <TrackOrderForm initialOrderId={100234} landing="orderCompletion" onTracked={onTracked} />,
    );
    await userEvent.type(screen.getByLabelText('Email ID'), 'jane@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'TRACK ORDER' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByRole('button', { name: 'TRACK ORDER' })).toBeEnabled();
    expect(onTracked).not.toHaveBeenCalled();
  });
});
