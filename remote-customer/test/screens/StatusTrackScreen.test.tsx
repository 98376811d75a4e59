import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { TRACK_FORM_LANDING_FIELD } from '@portal/shared/customer/passHandover';
import { NETWORK_ERROR_MESSAGE } from '@portal/web/api/apiClient';
import { MESSAGE_SERVICE_UNAVAILABLE } from '@portal/shared/api/envelope';
import {
  PROCESS_STATUSES,
  type OrderStatus,
  type ProcessStatus,
} from '@portal/shared/entities/folders';
import { fetchDownloads } from '../../src/features/visitor-order/api/downloadHistory';
import { trackOrder } from '../../src/features/track/api/trackOrder';
import StatusTrackScreen from '../../src/screens/StatusTrackScreen';
import { NO_REMARKS_TEXT } from '../../src/features/status/components/AdditionalDetailsModal';
import {
  downloadsAnswer,
  givePass,
  renderAt,
  resetScreenState,
  submitTrackForm,
  trackAnswer,
  visitorOrder,
} from '../support';

jest.mock('../../src/features/visitor-order/api/downloadHistory');
jest.mock('../../src/features/track/api/trackOrder');
const fetchDownloadsMock = jest.mocked(fetchDownloads);
const trackOrderMock = jest.mocked(trackOrder);

const TITLE = 'Australia eVisitor Application Status';
const ORDER_STATUSES: OrderStatus[] = [0, 1, 2, 3, 5];
const COMBINATIONS = ORDER_STATUSES.flatMap((orderStatus) =>
  PROCESS_STATUSES.map((processStatus) => [orderStatus, processStatus] as const),
);

function showStatus() {
  renderAt('/status-track/100234', <StatusTrackScreen title={TITLE} />);
}

/** The status page of order 100234 at the given statuses, as its four steps. */
async function showSteps(orderStatus: OrderStatus, processStatus: ProcessStatus) {
  givePass(100234);
  fetchDownloadsMock.mockResolvedValue(downloadsAnswer(visitorOrder(orderStatus, processStatus)));
  showStatus();
  const list = await screen.findByRole('list', { name: 'Application steps' });
  return within(list).getAllByRole('listitem');
}

describe('StatusTrackScreen', () => {
  beforeEach(resetScreenState);

  it.each(COMBINATIONS)(
    'shows the four steps at order_status %s, process_status "%s"',
    async (orderStatus, processStatus) => {
      const steps = await showSteps(orderStatus, processStatus);
      const approved = processStatus === 'Pending' || processStatus === 'Completed';
      const ended = ['Rejected', 'Refunds', 'ChargeBack', 'Deleted'].includes(processStatus);
      const stateOf = (index: number) => steps[index]?.getAttribute('data-state');

      expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
        'Step 1: Received',
        'Step 2: Processing',
        orderStatus === 5
          ? 'Step 3: Additional Information Required'
          : 'Step 3: Awaiting Government Decision',
        'Step 4: Application Approved',
      ]);
      expect(stateOf(0)).toBe('done');
      expect(stateOf(1)).toBe(orderStatus >= 1 ? 'done' : 'waiting');
      expect(stateOf(2)).toBe(orderStatus === 5 ? 'action' : orderStatus >= 2 ? 'done' : 'waiting');
      expect(stateOf(3)).toBe(approved ? 'done' : ended ? 'stopped' : 'waiting');
      expect(screen.queryByRole('button', { name: 'View Details' }) !== null).toBe(
        orderStatus === 5,
      );
      const download = screen.getByRole('button', { name: 'Download Now' });
      if (approved) expect(download).toBeEnabled();
      else expect(download).toBeDisabled();
      // Only an order still on its way is promised the download.
      expect(
        screen.queryByText('Download Now becomes available once your application is approved.') !==
          null,
      ).toBe(!approved && !ended);
    },
  );

  it.each([
    [
      5,
      'New',
      [null, null, 'step', null],
      ['✓', '✓', '!', '4'],
      ['Done', 'Done', 'Action needed', 'Not yet'],
    ],
    [
      1,
      'New',
      [null, null, 'step', null],
      ['✓', '✓', '3', '4'],
      ['Done', 'Done', 'Not yet', 'Not yet'],
    ],
    [
      3,
      'Rejected',
      [null, null, null, 'step'],
      ['✓', '✓', '✓', '–'],
      ['Done', 'Done', 'Done', 'Closed'],
    ],
    [
      3,
      'Completed',
      [null, null, null, null],
      ['✓', '✓', '✓', '✓'],
      ['Done', 'Done', 'Done', 'Done'],
    ],
  ] as const)(
    'at order_status %s, "%s", marks the step it is at and says each step\'s state',
    async (orderStatus, processStatus, current, badges, states) => {
      const steps = await showSteps(orderStatus, processStatus);
      const text = (selector: string) =>
        steps.map((step) => step.querySelector(selector)?.textContent);
      expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual(current);
      expect(text('.cx-step-badge')).toEqual(badges);
      expect(text('.cx-step-state')).toEqual(states);
    },
  );

  it('says on the last step of a closed order that no eVisitor will come', async () => {
    const steps = await showSteps(1, 'Refunds');
    expect(steps[3]).toHaveTextContent('No eVisitor will be issued for this order.');
  });

  it('tells a Rejected order what happens next and how to get help, promising no download', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(downloadsAnswer(visitorOrder(3, 'Rejected')));
    showStatus();
    expect(
      await screen.findByRole('heading', { name: 'Your application was not approved' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We have e-mailed you the reason/)).toBeInTheDocument();
    const outcome = screen.getByRole('region', { name: 'Your application was not approved' });
    expect(within(outcome).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringContaining('contact'),
    );
    expect(screen.queryByText(/becomes available once/)).not.toBeInTheDocument();
  });

  it.each(['Refunds', 'ChargeBack', 'Deleted'] as const)(
    'tells a %s order it is closed',
    async (processStatus) => {
      givePass(100234);
      fetchDownloadsMock.mockResolvedValue(downloadsAnswer(visitorOrder(1, processStatus)));
      showStatus();
      expect(
        await screen.findByRole('heading', { name: 'This order is closed' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/becomes available once/)).not.toBeInTheDocument();
    },
  );

  it('answers an id it cannot read like an unknown order', async () => {
    renderAt('/status-track/%00', <StatusTrackScreen title={TITLE} />);
    expect(
      await screen.findByText(/We could not find an order with this Order ID and Email ID/),
    ).toBeInTheDocument();
    expect(fetchDownloadsMock).not.toHaveBeenCalled();
  });

  it('asks for the Order ID and Email ID first when the tab has no pass', async () => {
    showStatus();
    expect(await screen.findByLabelText('Order ID')).toHaveValue('100234');
    expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(
      screen.getByText(
        'To see the status of your application, enter your Order ID and the e-mail address you applied with.',
      ),
    ).toBeInTheDocument();
    expect(fetchDownloadsMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // Sent before the scripts run, the form asks the server for this page again.
    const form = screen.getByRole('button', { name: 'TRACK ORDER' }).closest('form');
    expect(form?.elements.namedItem(TRACK_FORM_LANDING_FIELD)).toHaveValue('statusTrack');

    trackOrderMock.mockResolvedValue(trackAnswer('fresh'));
    fetchDownloadsMock.mockResolvedValue(downloadsAnswer(visitorOrder(2, 'AwaitingGovt')));
    const entry = screen.getByTestId('path').dataset.entry;
    await submitTrackForm({ email: 'jane@example.test' });

    expect(await screen.findByText('Step 3: Awaiting Government Decision')).toBeInTheDocument();
    expect(trackOrderMock).toHaveBeenCalledWith(100234, 'jane@example.test');
    expect(fetchDownloadsMock).toHaveBeenCalledWith(100234, 'fresh');
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    // The order of the address: shown in place, with no second history entry for Back to pass.
    expect(screen.getByTestId('path')).toHaveTextContent('/status-track/100234');
    expect(screen.getByTestId('path').dataset.entry).toBe(entry);
  });

  it('opens the status page of another order when its Order ID is typed instead', async () => {
    showStatus();
    trackOrderMock.mockResolvedValue(trackAnswer('other'));
    fetchDownloadsMock.mockResolvedValue(
      downloadsAnswer(visitorOrder(1, 'New', { order_id: 100235 })),
    );
    await submitTrackForm({ orderId: '100235', email: 'jane@example.test' });

    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/status-track/100235'),
    );
    expect(trackOrderMock).toHaveBeenCalledWith(100235, 'jane@example.test');
    await waitFor(() => expect(fetchDownloadsMock).toHaveBeenCalledWith(100235, 'other'));
  });

  const AGAIN = 'Please enter your Order ID and Email ID again to continue.';
  /** The tab holds a pass for `orderId`, which the server no longer takes. */
  function refusePass(orderId: number) {
    givePass(orderId);
    fetchDownloadsMock.mockResolvedValue({
      status: 0,
      message: AGAIN,
      failure: { httpStatus: 401, kind: 'unauthorized' },
    });
  }

  it('asks again, with the server message, when the pass is refused', async () => {
    refusePass(100234);
    showStatus();
    expect(await screen.findByText(AGAIN)).toBeInTheDocument();
    expect(screen.getByLabelText('Email ID')).toBeInTheDocument();
    expect(sessionStorage.getItem('customer-pass:100234')).toBeNull();
  });

  it("shows a refused pass's words on its own order's form only", async () => {
    refusePass(100234);
    renderAt(
      '/status-track/100234',
      <>
        <StatusTrackScreen title={TITLE} />
        <Link to="/status-track/100235">Another order</Link>
      </>,
    );
    const again = await screen.findByText(AGAIN);
    await userEvent.click(screen.getByRole('link', { name: 'Another order' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/status-track/100235');
    expect(screen.getByRole('button', { name: 'TRACK ORDER' })).toBeInTheDocument();
    expect(again).not.toBeInTheDocument();
  });

  // The pass was not refused, only not checked: a database failover's 503 or a 429 must not
  // send the customer back to the form.
  it.each([
    ['the server cannot be reached', NETWORK_ERROR_MESSAGE, { httpStatus: null, kind: 'network' }],
    [
      'the server cannot reach its data',
      MESSAGE_SERVICE_UNAVAILABLE,
      { httpStatus: 503, kind: 'server' },
    ],
    [
      'the server asks for fewer calls',
      'Too many requests. Please wait 60 seconds and try again.',
      { httpStatus: 429, kind: 'busy' },
    ],
  ] as const)('keeps the pass and offers Try again when %s', async (_when, message, failure) => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValueOnce({ status: 0, message, failure });
    showStatus();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Email ID')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('customer-pass:100234')).not.toBeNull();

    fetchDownloadsMock.mockResolvedValueOnce(downloadsAnswer(visitorOrder(1, 'New')));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Step 2: Processing')).toBeInTheDocument();
    expect(fetchDownloadsMock).toHaveBeenCalledTimes(2);
  });

  it('opens Additional Details Required with the remarks and support guidance', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(
      downloadsAnswer(
        visitorOrder(5, 'Awaiting ', { remarks: ['Send a clear passport photo.', 'Sign page 2.'] }),
      ),
    );
    showStatus();
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Additional Details Required' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Send a clear passport photo.', 'Sign page 2.']);
    expect(dialog).toHaveTextContent('24-48 hours');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('link', { name: 'contact our support team' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Details' })).toHaveFocus();
  });

  it('lists a single remark as it is', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(
      downloadsAnswer(visitorOrder(5, 'Awaiting ', { remarks: ['Sign page 2.'] })),
    );
    showStatus();
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Additional Details Required' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Sign page 2.');
    expect(dialog).not.toHaveTextContent(NO_REMARKS_TEXT);
  });

  it('says so when the team left no remarks', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(downloadsAnswer(visitorOrder(5, 'Awaiting ')));
    showStatus();
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(NO_REMARKS_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Download Now goes to the track page of the order', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(downloadsAnswer(visitorOrder(3, 'Completed')));
    showStatus();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Now' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/track-order/100234'),
    );
  });
});
