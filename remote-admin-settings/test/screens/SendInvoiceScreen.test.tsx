import { screen } from '@testing-library/react';
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

const renderInvoice = () =>
  renderScreen(<SendInvoiceScreen title="Send Invoice" />, { path: '/admin/send-invoice' });

describe('Send Invoice', () => {
  it.each([
    ['', MESSAGES.invoiceOrderIdRequired],
    ['12345', MESSAGES.invoiceOrderIdMin],
    ['10000a', MESSAGES.invoiceOrderIdDigits],
  ])('refuses "%s" with "%s" and sends nothing', async (value, message) => {
    const user = userEvent.setup();
    renderInvoice();
    if (value) await user.type(screen.getByLabelText('Order ID'), value);
    await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mockApi.calls).toEqual([]);
  });

  it('sends the order id as a number and says where the invoice went', async () => {
    mockApi.on(API_ROUTES.sendInvoice, () =>
      ok(
        { mailId: 7, to: 'jane@example.com', attachments: ['invoice-100123.pdf'], status: 'sent' },
        'Invoice for order 100123 sent to jane@example.com.',
      ),
    );
    const user = userEvent.setup();
    renderInvoice();
    await user.type(screen.getByLabelText('Order ID'), ' 100123 ');
    await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(
      await screen.findByText('Invoice for order 100123 sent to jane@example.com.'),
    ).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.sendInvoice)).toEqual([{ body: { orderId: 100123 } }]);
    expect(
      screen.getByText(/Sent to jane@example.com with invoice-100123\.pdf/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveValue('');
  });

  it("shows the server's message for an unknown order", async () => {
    mockApi.on(API_ROUTES.sendInvoice, () => failed('Order 999999 was not found.'));
    const user = userEvent.setup();
    renderInvoice();
    await user.type(screen.getByLabelText('Order ID'), '999999');
    await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Order 999999 was not found.')).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveValue('999999');
  });
});
