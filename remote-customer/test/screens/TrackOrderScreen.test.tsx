import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { MESSAGES } from '@portal/shared/validation/messages';
import { TRACK_FORM_LANDING_FIELD } from '@portal/shared/customer/passHandover';
import { heldAnswer } from '@portal/jest/heldAnswer';
import { trackOrder } from '../../src/features/track/api/trackOrder';
import TrackOrderScreen from '../../src/screens/TrackOrderScreen';
import { KeptEmailContext } from '../../src/features/track/lib/keptEmail';
import * as deferredToasts from '@portal/web/ui/deferredToasts';
import { givePass, renderAt, resetScreenState, submitTrackForm, trackAnswer } from '../support';

jest.mock('../../src/features/track/api/trackOrder');
const trackOrderMock = jest.mocked(trackOrder);

const TITLE = 'Download your Evisitor form';
const NOT_FOUND =
  'We could not find an order with this Order ID and Email ID. Please check both and try again.';

function showTrack(orderId: string) {
  renderAt(`/track-order/${orderId}`, <TrackOrderScreen title={TITLE} />);
}

describe('TrackOrderScreen', () => {
  beforeEach(resetScreenState);
  // A spy outlives its test otherwise, and resetScreenState would make it a no-op.
  afterEach(() => jest.restoreAllMocks());

  it('shows the heading, the prefilled Order ID, Email ID, TRACK ORDER and Contact Support', () => {
    showTrack('100234');
    expect(screen.getByRole('heading', { name: TITLE, level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveValue('100234');
    expect(screen.getByLabelText('Email ID')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'TRACK ORDER' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact Support' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // Sent before the scripts run, the form names the page the server opens for it.
    const form = screen.getByRole('button', { name: 'TRACK ORDER' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/track-order');
    expect(form?.elements.namedItem(TRACK_FORM_LANDING_FIELD)).toHaveValue('orderCompletion');
  });

  it('starts with the Email ID the customer site drew the refused plain form with', () => {
    renderAt(
      '/track-order/100234',
      <KeptEmailContext.Provider value="jane@example.test">
        <TrackOrderScreen title={TITLE} />
      </KeptEmailContext.Provider>,
    );
    expect(screen.getByLabelText('Email ID')).toHaveValue('jane@example.test');
  });

  it('goes straight to the download for an order already proven in this tab', () => {
    givePass(100234);
    showTrack('100234');
    expect(screen.getByTestId('path')).toHaveTextContent('/get-new-order-details/100234');
  });

  it('asks again once the pass has run out', () => {
    sessionStorage.setItem(
      'customer-pass:100234',
      JSON.stringify({
        customerToken: 'old',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    showTrack('100234');
    expect(screen.getByLabelText('Email ID')).toHaveValue('');
  });

  it('answers an id it cannot read like an unknown order', () => {
    showTrack('%00');
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(screen.getByLabelText('Order ID')).toHaveValue('');
  });

  it('shows each refusal the form sent without JavaScript came back with, once, and no unknown key', () => {
    // The form's own address (no Order ID), where the plain post's redirect lands.
    render(
      <MemoryRouter
        initialEntries={[
          '/track-order?problem=orderIdRequired&problem=emailRequired&problem=emailRequired&problem=nope',
        ]}
      >
        <TrackOrderScreen title={TITLE} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      MESSAGES.trackOrderIdRequired,
      MESSAGES.trackEmailRequired,
    ]);
  });

  it("starts the form afresh for another order's address", async () => {
    renderAt(
      '/track-order/100234',
      <>
        <TrackOrderScreen title={TITLE} />
        <Link to="/track-order/100235">Another order</Link>
      </>,
    );
    await userEvent.type(screen.getByLabelText('Email ID'), 'jane@example.test');
    await userEvent.click(screen.getByRole('link', { name: 'Another order' }));
    expect(screen.getByLabelText('Order ID')).toHaveValue('100235');
    expect(screen.getByLabelText('Email ID')).toHaveValue('');
  });

  it('prefills the plain id from the encoded id of the approval e-mail', () => {
    showTrack(encodeId(100234));
    expect(screen.getByLabelText('Order ID')).toHaveValue('100234');
  });

  it('shows the validation messages for empty fields', async () => {
    showTrack('100234');
    await userEvent.clear(screen.getByLabelText('Order ID'));
    await userEvent.click(screen.getByRole('button', { name: 'TRACK ORDER' }));
    expect(await screen.findByText(MESSAGES.trackOrderIdRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.trackEmailRequired)).toBeInTheDocument();
    expect(trackOrderMock).not.toHaveBeenCalled();
  });

  it('shows the server message as an error and stays', async () => {
    const toasts = jest.spyOn(deferredToasts, 'showToast');
    trackOrderMock.mockResolvedValue({ status: 0, message: NOT_FOUND });
    showTrack('100234');
    await submitTrackForm({ email: 'wrong@example.test' });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(toasts).toHaveBeenCalledWith('error', NOT_FOUND);
    expect(screen.getByTestId('path')).toHaveTextContent('/track-order/100234');
    expect(screen.getByLabelText('Email ID')).toHaveValue('wrong@example.test');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps TRACK ORDER waiting while the order is looked up', async () => {
    const held = heldAnswer<Awaited<ReturnType<typeof trackOrder>>>();
    trackOrderMock.mockReturnValue(held.answer);
    showTrack('100234');
    await submitTrackForm({ email: 'wrong@example.test' });
    await waitFor(() => expect(trackOrderMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'TRACK ORDER' })).toBeDisabled();
    await act(async () => held.send({ status: 0, message: NOT_FOUND }));
    expect(screen.getByRole('button', { name: 'TRACK ORDER' })).toBeEnabled();
  });

  it('keeps the pass and goes to the completion page of the tracked order', async () => {
    const found = trackAnswer('pass');
    trackOrderMock.mockResolvedValue(found);
    showTrack('100234');
    await submitTrackForm({ orderId: '100555', email: 'jane@example.test' });
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/get-new-order-details/100555'),
    );
    expect(trackOrderMock).toHaveBeenCalledWith(100555, 'jane@example.test');
    expect(JSON.parse(sessionStorage.getItem('customer-pass:100555') ?? 'null')).toEqual(
      found.data,
    );
  });

  it('sends an id it cannot read as 0, for the server to answer like any unknown order', async () => {
    trackOrderMock.mockResolvedValue({ status: 0, message: NOT_FOUND });
    showTrack('100234');
    await submitTrackForm({ orderId: 'my order', email: 'jane@example.test' });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(trackOrderMock).toHaveBeenCalledWith(0, 'jane@example.test');
  });
});
