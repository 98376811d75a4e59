import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import SendInvoiceScreen from '../../src/screens/SendInvoiceScreen';
import { createApiMock } from '../support/mockApi';
import { failed, ok, renderScreen } from '../support/renderScreen';

const mockApi = createApiMock();
jest.mock('@portal/web/api/apiClient', () => ({
  callApi: (...args: Parameters<typeof mockApi.callApi>) => mockApi.callApi(...args),
}));

beforeEach(() => {
  mockApi.calls.length = 0;
});

/** Opens Send Invoice; `send` types an Order ID (none when empty) and presses Send Invoice. */
function renderInvoice() {
  renderScreen(<SendInvoiceScreen title="Send Invoice" />, { path: '/admin/send-invoice' });
  const user = userEvent.setup();
  return async (orderId: string) => {
    if (orderId) await user.type(screen.getByLabelText('Order ID'), orderId);
    await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
  };
}

/** How the server words each way an invoice can leave (api/src/mail/deliveryMessage.ts). */
const HOW_IT_LEFT = {
  AWS: 'sent through AWS',
  Outbox: 'kept in the local outbox, since AWS is not configured here',
  pending: 'not sent yet; it will be retried automatically',
} as const;

/** The server's answer for order 100123's invoice: sent, kept by the local outbox, or pending. */
const invoiceMailed = (left: keyof typeof HOW_IT_LEFT) =>
  ok(
    {
      mailId: 7,
      to: 'jane@example.com',
      attachments: ['invoice-100123.pdf'],
      status: left === 'pending' ? ('pending' as const) : ('sent' as const),
      channel: left === 'pending' ? null : left,
    },
    `Invoice for order 100123 to jane@example.com: ${HOW_IT_LEFT[left]}.`,
  );

describe('Send Invoice', () => {
  it.each([
    ['', MESSAGES.invoiceOrderIdRequired],
    ['12345', MESSAGES.invoiceOrderIdMin],
    ['10000a', MESSAGES.invoiceOrderIdDigits],
  ])('refuses "%s" with "%s" and sends nothing', async (value, message) => {
    await renderInvoice()(value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mockApi.calls).toEqual([]);
  });

  it('sends the order id as a number and says where the invoice went', async () => {
    mockApi.on(API_ROUTES.sendInvoice, () => invoiceMailed('AWS'));
    const send = renderInvoice();
    await send(' 100123 ');
    expect(
      await screen.findByText('Invoice for order 100123 to jane@example.com: sent through AWS.'),
    ).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.sendInvoice)).toEqual([{ body: { orderId: 100123 } }]);
    expect(
      screen.getByText('Sent to jane@example.com with invoice-100123.pdf.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveValue('');
  });

  it('says Sending… while the invoice goes, and where a kept invoice waits', async () => {
    const held = mockApi.hold(API_ROUTES.sendInvoice);
    const send = renderInvoice();
    await send('100123');
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => held.send(invoiceMailed('pending')));
    expect(
      await screen.findByText(
        'In the outbox for jane@example.com with invoice-100123.pdf, to be retried.',
      ),
    ).toBeInTheDocument();
  });

  it('says a kept invoice was kept, not sent, where no mail provider is set up', async () => {
    mockApi.on(API_ROUTES.sendInvoice, () => invoiceMailed('Outbox'));
    await renderInvoice()('100123');
    expect(
      await screen.findByText(
        'Kept in the local outbox for jane@example.com with invoice-100123.pdf.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sent to/)).not.toBeInTheDocument();
  });

  it('takes away the last invoice sent when the next one is asked for', async () => {
    mockApi.on(API_ROUTES.sendInvoice, () => invoiceMailed('AWS'));
    const send = renderInvoice();
    await send('100123');
    expect(await screen.findByText(/Sent to jane@example.com/)).toBeInTheDocument();
    mockApi.on(API_ROUTES.sendInvoice, () => failed('Order 999999 was not found.'));
    await send('999999');
    expect(await screen.findByText('Order 999999 was not found.')).toBeInTheDocument();
    expect(screen.queryByText(/Sent to jane@example.com/)).not.toBeInTheDocument();
  });

  it("shows the server's message for an unknown order", async () => {
    mockApi.on(API_ROUTES.sendInvoice, () => failed('Order 999999 was not found.'));
    const send = renderInvoice();
    await send('999999');
    expect(await screen.findByText('Order 999999 was not found.')).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveValue('999999');
  });
});
