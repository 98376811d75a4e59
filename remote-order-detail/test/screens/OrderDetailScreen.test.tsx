import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@portal/shared/entities/staff';
import { queryClient } from '@portal/web/query/queryClient';
import { sessionStore } from '@portal/web/session/sessionStore';
import { writeStoredSession } from '@portal/web/session/storedSession';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { encodeId } from '@portal/shared/encoding/idCodec';
import type { OrderDetails } from '@portal/shared/entities/order';
import {
  MESSAGES,
  ORDER_RELOADED_MESSAGE,
  STALE_MESSAGES,
} from '@portal/shared/validation/messages';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@portal/shared/orders/documentRules';
import * as orderCalls from '@portal/web/orders/fetchOrderDetails';
import { heldAnswer } from '@portal/jest/heldAnswer';
import * as activityCalls from '../../src/features/activity/api/orderActivity';
import * as moveCalls from '../../src/features/status-moves/api/moveOrderStatus';
import * as uploadCalls from '../../src/features/documents/api/uploadVisaDocument';
import * as resendCalls from '../../src/features/documents/api/resendMail';
import * as rejectionCalls from '../../src/features/documents/api/sendRejectionMail';
import * as historyMailCalls from '../../src/features/documents/api/sendDownloadHistoryMail';
import * as documentCalls from '../../src/features/documents/api/orderDocument';
import * as remarkCalls from '../../src/features/remarks/api/addNewRemark';
import * as transactionCalls from '../../src/features/bottom-bar/api/defencePackDetails';
import * as defencePackCalls from '../../src/features/bottom-bar/api/defencePackPdf';
import * as stickyToast from '../../src/lib/stickyToast';
import OrderDetailScreen from '../../src/screens/OrderDetailScreen';
import { orderFixture } from '../fixtures/orderFixture';
import type { ApiAnswer } from '@portal/web/api/failure';

jest.mock('@portal/web/orders/fetchOrderDetails');
jest.mock('../../src/features/activity/api/orderActivity');
jest.mock('../../src/features/status-moves/api/moveOrderStatus');
jest.mock('../../src/features/documents/api/uploadVisaDocument');
jest.mock('../../src/features/documents/api/resendMail');
jest.mock('../../src/features/documents/api/sendRejectionMail');
jest.mock('../../src/features/documents/api/sendDownloadHistoryMail');
jest.mock('../../src/features/documents/api/orderDocument');
jest.mock('../../src/features/remarks/api/addNewRemark');
jest.mock('../../src/features/bottom-bar/api/defencePackDetails');
jest.mock('../../src/features/bottom-bar/api/defencePackPdf');
jest.mock('../../src/lib/stickyToast');
const mocked = {
  ...jest.mocked(orderCalls),
  ...jest.mocked(activityCalls),
  ...jest.mocked(moveCalls),
  ...jest.mocked(uploadCalls),
  ...jest.mocked(resendCalls),
  ...jest.mocked(rejectionCalls),
  ...jest.mocked(historyMailCalls),
  ...jest.mocked(documentCalls),
  ...jest.mocked(remarkCalls),
  ...jest.mocked(transactionCalls),
  ...jest.mocked(defencePackCalls),
};
const toasts = jest.mocked(stickyToast);
const REJECTION_QUESTION = 'Are you sure to send Rejection mail to applicant?';

function answer(order: OrderDetails) {
  return Promise.resolve({ status: 1, message: 'Order details', data: order });
}

function renderAt(encoded: string) {
  return render(
    <MemoryRouter initialEntries={[`/admin/view-order/${encoded}`]}>
      <Routes>
        <Route
          path="/admin/view-order/:encodedOrderId"
          element={<OrderDetailScreen title="Order Details" />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

async function openOrder(order: OrderDetails) {
  mocked.fetchOrderDetails.mockImplementation(() => answer(order));
  const view = renderAt(encodeId(order.order_id));
  await screen.findByRole('heading', { name: `Order Details · ${order.order_id}` });
  return view;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function signInAs(type: Role) {
  sessionStore.setState({
    user: { id: 1, name: 'Someone', email: 'someone@demo.test', type },
    isAuth: true,
  });
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  mocked.fetchOrderActivity.mockResolvedValue({ status: 1, message: 'Activity', data: [] });
  signInAs('Admin');
});

describe('OrderDetailScreen', () => {
  it('shows a clear not-found page for a bad id, without calling the API', () => {
    renderAt('not-an-order');
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(mocked.fetchOrderDetails).not.toHaveBeenCalled();
  });

  it("shows the server's message when the order does not exist", async () => {
    mocked.fetchOrderDetails.mockResolvedValue({ status: 0, message: 'Order 77 was not found.' });
    renderAt(encodeId(77));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Order 77 was not found.');
    // Found by the time the member tries again.
    mocked.fetchOrderDetails.mockImplementation(() => answer(orderFixture({ order_id: 77 })));
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order Details · 77' })).toBeVisible();
  });

  it('loads the order and its activity again on Refresh', async () => {
    await openOrder(orderFixture());
    await waitFor(() => expect(mocked.fetchOrderActivity).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(mocked.fetchOrderActivity).toHaveBeenCalledTimes(2));
    expect(mocked.fetchOrderDetails).toHaveBeenCalledTimes(2);
  });

  it('says plainly why an order another member holds does not open, and offers the way back', async () => {
    const message =
      "Order 104995 is in Tina Telecaller's My Orders: only Tina Telecaller can open it or work on it until it is moved back to its original folder.";
    mocked.fetchOrderDetails.mockResolvedValue({
      status: 0,
      message,
      failure: { httpStatus: 403, kind: 'forbidden' },
    });
    renderAt(encodeId(104995));
    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByRole('heading', { name: 'You cannot open order 104995' }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent(message);
    expect(within(panel).getByRole('link', { name: 'Back to New Orders' })).toHaveAttribute(
      'href',
      '/admin/recent-order',
    );
    expect(screen.queryByRole('region', { name: 'Upload Document' })).not.toBeInTheDocument();
  });

  it('shows the twelve sections in their documented order', async () => {
    await openOrder(orderFixture());
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 12)).toEqual([
      'Email History',
      'Upload Document',
      'Order Details',
      'Application Context',
      'Passport Details',
      'Travel Documents',
      'Contact details',
      'Legal & Offence Information',
      'Declarations',
      'Download History',
      'Add Comment Below',
      'Comment History',
    ]);
    expect(
      within(section('Order Details')).getByText('104995@applications.example.test'),
    ).toBeVisible();
  });

  it('hides Email History when no mail was sent, and shows Rejected for a rejected document', async () => {
    await openOrder(orderFixture({ mailHistory: [] }));
    expect(screen.queryByRole('region', { name: 'Email History' })).not.toBeInTheDocument();

    const rejected = orderFixture();
    const [first] = rejected.mailHistory;
    if (first?.uploadDoc) first.uploadDoc.is_rejected_doc = 'Yes';
    rejected.uploadDoc = first?.uploadDoc ?? null;
    mocked.fetchOrderDetails.mockImplementation(() => answer(rejected));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const history = await screen.findByRole('region', { name: 'Email History' });
    expect(within(history).getByText('Rejected')).toHaveClass('od-rejected');
    expect(screen.queryByRole('button', { name: 'Reject Applicant' })).not.toBeInTheDocument();
  });

  it('shows passport rows only when they have a value, and the travel document by its type', async () => {
    await openOrder(orderFixture());
    const passport = section('Passport Details');
    expect(within(passport).getByText('Passport number')).toBeVisible();
    expect(within(passport).queryByText('Place of issue')).not.toBeInTheDocument();
    const travel = section('Travel Documents');
    expect(within(travel).getByText('ImmiCard')).toBeVisible();
    expect(within(travel).getByText('ImmiCard number')).toBeVisible();
    expect(within(travel).getByText('28-09-2006')).toBeVisible();
  });

  it('offers exactly the status moves allowed for the order status', async () => {
    signInAs('Manager');
    await openOrder(orderFixture({ process_status: 'Contact Customer' }));
    const moves = section('Move Order');
    const labels = within(moves)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      'Processing',
      '✓ Awaiting Government Decision',
      'Missing Information',
      'Awaiting Response',
      'Completed Refunds',
      'Completed Orders',
      'Delete',
      'Rejected',
      'ChargeBack',
      'Customer Called',
    ]);
  });

  it.each(['Team', 'Night Staff', 'Telecaller'] as const)(
    'offers %s Delete among the moves, as the server accepts it (mayDeleteOrder)',
    async (role) => {
      signInAs(role);
      await openOrder(orderFixture({ process_status: 'Contact Customer' }));
      expect(within(section('Move Order')).getByRole('button', { name: 'Delete' })).toBeVisible();
    },
  );

  it.each([
    ['Delete', 'Move order 104995 to Deleted Orders?', 'btn-danger'],
    ['ChargeBack', 'Move order 104995 to Charge Back?', 'btn-primary'],
  ])('asks before %s with a Yes in the colour of what it does', async (label, question, tone) => {
    await openOrder(orderFixture({ process_status: 'New', order_status: 0 }));
    await userEvent.click(within(section('Move Order')).getByRole('button', { name: label }));
    const dialog = screen.getByRole('dialog', { name: question });
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveClass(tone);
  });

  it("names where the order is now, 'Awaiting ' without its stored space", async () => {
    await openOrder(orderFixture({ process_status: 'Awaiting ', order_status: 2 }));
    const now = within(section('Move Order')).getByText(/^Now:/);
    expect(now.textContent).toBe('Now: Awaiting · Awaiting Government Decision');
  });

  it('marks the current application status among its buttons', async () => {
    await openOrder(orderFixture({ process_status: 'New', order_status: 5 }));
    const group = screen.getByRole('group', { name: 'Application status' });
    expect(within(group).getByRole('button', { name: /Missing Information/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Processing' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // A folder move is a plain button, never read as a toggle.
    const folders = screen.getByRole('group', { name: 'Move to folder' });
    expect(within(folders).getByRole('button', { name: 'Delete' })).not.toHaveAttribute(
      'aria-pressed',
    );
  });

  it.each([
    ['a folder move', 'ChargeBack', 'Move order 104995 to Charge Back?'],
    [
      'an application-status move',
      'Processing',
      'Set the application status of order 104995 to Processing?',
    ],
  ])(
    'asks before %s: a stray click or Enter moves nothing, Escape cancels and focus returns',
    async (_kind, label, question) => {
      await openOrder(orderFixture({ process_status: 'New', order_status: 0 }));
      const button = within(section('Move Order')).getByRole('button', { name: label });
      await userEvent.click(button);
      const dialog = screen.getByRole('dialog', { name: question });
      // The safe answer has the focus, so a second stray Enter says No.
      expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
      button.focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('dialog', { name: question })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
      expect(mocked.moveOrderStatus).not.toHaveBeenCalled();
    },
  );

  it('sends a move with the version the page showed, then shows the order as moved', async () => {
    await openOrder(orderFixture({ process_status: 'New', order_status: 0 }));
    mocked.moveOrderStatus.mockImplementation(() => {
      mocked.fetchOrderDetails.mockImplementation(() =>
        answer(orderFixture({ process_status: 'AwaitingGovt', order_status: 0, version: 4 })),
      );
      return Promise.resolve({ status: 1, message: 'Order 104995 moved to Awaiting Govt.' });
    });
    await userEvent.click(
      within(section('Move Order')).getByRole('button', { name: 'Awaiting Govt' }),
    );
    expect(mocked.moveOrderStatus).not.toHaveBeenCalled();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Move order 104995 to Awaiting Govt?' })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    expect(await within(section('Move Order')).findByText('AwaitingGovt')).toBeVisible();
    expect(mocked.moveOrderStatus).toHaveBeenCalledTimes(1);
    expect(mocked.moveOrderStatus).toHaveBeenCalledWith(
      104995,
      expect.objectContaining({ kind: 'updatingStatus', updatingStatus: 'AwaitingGovt' }),
      3,
    );
    expect(toasts.notifySuccess).toHaveBeenCalledWith('Order 104995 moved to Awaiting Govt.');
  });

  it("shows a move's button busy while it runs, sends a double click once, and lets no other move start", async () => {
    await openOrder(orderFixture({ process_status: 'New', order_status: 0 }));
    const move = heldAnswer<ApiAnswer<null>>();
    mocked.moveOrderStatus.mockReturnValue(move.answer);
    const moves = section('Move Order');
    await userEvent.click(within(moves).getByRole('button', { name: 'ChargeBack' }));
    const yes = within(
      screen.getByRole('dialog', { name: 'Move order 104995 to Charge Back?' }),
    ).getByRole('button', { name: 'Yes' });
    // Two clicks before the page has shown the first one busy: one move is sent.
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() =>
      expect(within(moves).getByRole('button', { name: 'ChargeBack' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    // The question stays, busy, until the move is answered.
    expect(yes).toBeDisabled();
    expect(within(moves).getByRole('button', { name: 'Processing' })).toBeDisabled();
    expect(within(moves).getByRole('button', { name: 'Processing' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    move.send({ status: 1, message: 'Order 104995 moved to Charge Back.' });
    await waitFor(() =>
      expect(within(moves).getByRole('button', { name: 'ChargeBack' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    expect(within(moves).getByRole('button', { name: 'Processing' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mocked.moveOrderStatus).toHaveBeenCalledTimes(1);
  });

  it("shows another member's change when the cache is invalidated (the live updates)", async () => {
    await openOrder(orderFixture({ process_status: 'New', order_status: 0 }));
    expect(within(section('Move Order')).getByText('New')).toBeVisible();
    mocked.fetchOrderDetails.mockImplementation(() =>
      answer(orderFixture({ process_status: 'Completed', order_status: 1, version: 4 })),
    );
    await act(() => queryClient.invalidateQueries());
    const moves = section('Move Order');
    expect(await within(moves).findByText('Completed')).toBeVisible();
    expect(within(moves).getByRole('button', { name: /Processing/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A refetch nobody on this page asked for keeps the page as it is: no loading state.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a remark',
      'Remark added successfully.',
      async () => {
        const panel = section('Add Comment Below');
        await userEvent.type(within(panel).getByLabelText('Remark'), 'Called back');
        await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
      },
    ],
    [
      'a move',
      'Order 104995 moved to Charge Back.',
      async () => {
        await userEvent.click(
          within(section('Move Order')).getByRole('button', { name: 'ChargeBack' }),
        );
        await userEvent.click(
          within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }),
        );
      },
    ],
  ])(
    'tells as a toast when the order cannot be reloaded after %s, keeping the page',
    async (_action, message, takeAction) => {
      await openOrder(orderFixture({ process_status: 'New', order_status: 0 }));
      mocked.fetchOrderDetails.mockResolvedValue({
        status: 0,
        message: 'Cannot reach the server.',
        failure: { httpStatus: null, kind: 'network' },
      });
      mocked.addNewRemark.mockResolvedValue({ status: 1, message });
      mocked.moveOrderStatus.mockResolvedValue({ status: 1, message });
      await takeAction();
      await waitFor(() =>
        expect(toasts.notifyError).toHaveBeenCalledWith('Cannot reach the server.'),
      );
      expect(toasts.notifySuccess).toHaveBeenCalledWith(message);
      expect(screen.getByRole('heading', { name: 'Order Details · 104995' })).toBeVisible();
      expect(within(section('Move Order')).getByText('New')).toBeVisible();
    },
  );

  it('shows the approval e-mail, and sends the same by WhatsApp to the full international number', async () => {
    await openOrder(orderFixture({ mobile_phone_code: '+44', mobile_phone: '680 672-631' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Email Content' }));
    const dialog = screen.getByRole('dialog', { name: 'Email Content' });
    expect(
      within(dialog).getByText('Your Australian eVisitor is approved (order 104995)'),
    ).toBeVisible();
    const href = within(dialog)
      .getByRole('link', { name: 'Send Whatsapp Message' })
      .getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/44680672631\?text=\S+$/);
    const text = new URL(href ?? '').searchParams.get('text') ?? '';
    expect(text.split('\n\n')[0]).toBe(within(dialog).getByText(/^Dear /).textContent);
    expect(text).toContain('The eVisitor support team');
  });

  it('links the customer site’s track page, as the sent mail does, in the preview and the message', async () => {
    await openOrder(orderFixture());
    await userEvent.click(screen.getByRole('button', { name: 'View Email Content' }));
    const dialog = screen.getByRole('dialog', { name: 'Email Content' });
    const trackUrl = 'https://track.example.test/track-order/MjA5OTkw';
    expect(within(dialog).getByRole('link', { name: trackUrl })).toHaveAttribute('href', trackUrl);
    const href = within(dialog)
      .getByRole('link', { name: 'Send Whatsapp Message' })
      .getAttribute('href');
    expect(new URL(href ?? '').searchParams.get('text')).toContain(`\n\n${trackUrl}\n\n`);
  });

  it('offers no WhatsApp message for an order without a phone number', async () => {
    await openOrder(orderFixture({ mobile_phone_code: '', mobile_phone: '' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Email Content' }));
    const dialog = screen.getByRole('dialog', { name: 'Email Content' });
    expect(within(dialog).getByRole('button', { name: 'Send Whatsapp Message' })).toBeDisabled();
  });

  it('shows the defence pack buttons only for Completed, Customer Called and ChargeBack', async () => {
    await openOrder(orderFixture({ process_status: 'Pending' }));
    const bar = screen.getByRole('toolbar', { name: 'Order actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View Email Content']);
  });

  it('asks for a remark before sending it, then sends the ticked flags as Y', async () => {
    await openOrder(orderFixture());
    mocked.addNewRemark.mockResolvedValue({ status: 1, message: 'Remark added successfully.' });
    const panel = section('Add Comment Below');
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByText('Please enter your remark')).toBeVisible();
    expect(within(panel).getByLabelText('Remark')).toHaveAccessibleDescription(
      'Please enter your remark',
    );
    const flags = within(panel).getByRole('group', { name: 'Flags' });
    expect(
      within(flags)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Whatsapp', 'Telephone', 'Refund', 'Voided', 'Chargeback']);
    await userEvent.type(within(panel).getByLabelText('Remark'), '  Called back  ');
    for (const flag of ['Telephone', 'Voided', 'Chargeback']) {
      await userEvent.click(within(flags).getByLabelText(flag));
    }
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(mocked.addNewRemark).toHaveBeenCalledWith(
        expect.objectContaining({
          orderId: 104995,
          remark: 'Called back',
          remarkerName: 'Someone',
          whatsapp: '',
          telephone: 'Y',
          statusRefund: '',
          voided: 'Y',
          chargeBack: 'Y',
          version: 3,
        }),
      ),
    );
  });

  it('keeps Submit waiting while the remark is sent', async () => {
    await openOrder(orderFixture());
    const remark = heldAnswer<ApiAnswer<null>>();
    mocked.addNewRemark.mockReturnValue(remark.answer);
    const panel = section('Add Comment Below');
    await userEvent.type(within(panel).getByLabelText('Remark'), 'Called back');
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    const submit = within(panel).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toBeDisabled();
    await act(async () => remark.send({ status: 1, message: 'Remark added successfully.' }));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(panel).getByLabelText('Remark')).toHaveValue('');
  });

  it("keeps an unsent remark as the member's draft when the page closes, and forgets it once sent", async () => {
    writeStoredSession({
      accessToken: 'token',
      user: { id: 1, name: 'Someone', email: 'someone@demo.test', type: 'Admin' },
    });
    const first = await openOrder(orderFixture());
    await userEvent.type(
      within(section('Add Comment Below')).getByLabelText('Remark'),
      'Half a sentence',
    );
    await userEvent.click(within(section('Add Comment Below')).getByLabelText('Telephone'));
    first.unmount();

    await openOrder(orderFixture());
    const panel = section('Add Comment Below');
    expect(within(panel).getByLabelText('Remark')).toHaveValue('Half a sentence');
    expect(within(panel).getByLabelText('Telephone')).toBeChecked();
    mocked.addNewRemark.mockResolvedValue({ status: 1, message: 'Remark added successfully.' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(panel).getByLabelText('Remark')).toHaveValue(''));
    cleanup();

    await openOrder(orderFixture());
    expect(within(section('Add Comment Below')).getByLabelText('Remark')).toHaveValue('');
  });

  it('keeps a remark refused as stale, reloads the order and sends it again on the new version', async () => {
    await openOrder(orderFixture({ version: 3 }));
    mocked.fetchOrderDetails.mockImplementation(() => answer(orderFixture({ version: 4 })));
    mocked.addNewRemark.mockResolvedValueOnce({ status: 0, message: STALE_MESSAGES.order });
    const panel = section('Add Comment Below');
    await userEvent.type(within(panel).getByLabelText('Remark'), 'Passport checked');
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(toasts.notifyError).toHaveBeenCalledWith(ORDER_RELOADED_MESSAGE);
    // Reloaded: the refusal's refetch, and the page's own when that one had already answered.
    await waitFor(() =>
      expect(mocked.fetchOrderDetails.mock.calls.length).toBeGreaterThanOrEqual(2),
    );
    expect(within(panel).getByLabelText('Remark')).toHaveValue('Passport checked');

    mocked.addNewRemark.mockResolvedValueOnce({ status: 1, message: 'Remark added successfully.' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(panel).getByLabelText('Remark')).toHaveValue(''));
    expect(mocked.addNewRemark).toHaveBeenLastCalledWith(
      expect.objectContaining({ remark: 'Passport checked', version: 4 }),
    );
  });

  it('keeps the chosen file when an upload is refused as stale, and reloads the order', async () => {
    await openOrder(orderFixture({ version: 3 }));
    mocked.uploadVisaDocument.mockResolvedValue({ status: 0, message: STALE_MESSAGES.order });
    const upload = section('Upload Document');
    const input = within(upload).getByLabelText<HTMLInputElement>('Document (PDF or image)');
    const file = new File(['%PDF-1.4'], 'visa.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await userEvent.click(within(upload).getByRole('button', { name: 'Submit' }));
    // Reloaded: the refusal's refetch, and the page's own when that one had already answered.
    await waitFor(() =>
      expect(mocked.fetchOrderDetails.mock.calls.length).toBeGreaterThanOrEqual(2),
    );
    expect(mocked.uploadVisaDocument).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: 104995, version: 3, file }),
    );
    expect(input.files?.[0]).toBe(file);
    expect(toasts.notifyError).toHaveBeenCalledWith(ORDER_RELOADED_MESSAGE);
  });

  it('mails the document through SendGrid, then clears the form', async () => {
    await openOrder(orderFixture({ version: 3 }));
    mocked.uploadVisaDocument.mockResolvedValue({ status: 1, message: 'Document uploaded.' });
    const upload = section('Upload Document');
    const input = within(upload).getByLabelText<HTMLInputElement>('Document (PDF or image)');
    const email = within(upload).getByLabelText('Email ID');
    const file = new File(['%PDF-1.4'], 'visa.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await userEvent.clear(email);
    await userEvent.type(email, 'jane@example.com');
    await userEvent.click(within(upload).getByRole('button', { name: 'Submit (SendGrid)' }));
    await waitFor(() =>
      expect(mocked.uploadVisaDocument).toHaveBeenCalledWith({
        orderId: 104995,
        email: 'jane@example.com',
        file,
        provider: 'Sendgrid',
        version: 3,
      }),
    );
    // A fresh file field (the one the file was chosen in is gone) and the order's address.
    await waitFor(() =>
      expect(
        within(upload).getByLabelText<HTMLInputElement>('Document (PDF or image)').files,
      ).toHaveLength(0),
    );
    expect(within(upload).getByLabelText('Email ID')).toHaveValue(orderFixture().email);
  });

  it("sends a plain Submit once, trimmed and with no provider (the server's default), however fast the next click", async () => {
    await openOrder(orderFixture({ version: 3 }));
    mocked.uploadVisaDocument.mockResolvedValue({ status: 1, message: 'Document uploaded.' });
    const upload = section('Upload Document');
    const file = new File(['%PDF-1.4'], 'visa.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(upload).getByLabelText('Document (PDF or image)'), file);
    await userEvent.clear(within(upload).getByLabelText('Email ID'));
    await userEvent.type(within(upload).getByLabelText('Email ID'), '  jane@example.com ');
    fireEvent.click(within(upload).getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(upload).getByRole('button', { name: 'Submit (AWS)' }));
    await waitFor(() => expect(toasts.notifySuccess).toHaveBeenCalledWith('Document uploaded.'));
    expect(mocked.uploadVisaDocument.mock.calls).toEqual([
      [{ orderId: 104995, email: 'jane@example.com', file, version: 3 }],
    ]);
  });

  it('offers Reject Applicant only once a document is uploaded', async () => {
    await openOrder(orderFixture({ uploadDoc: null }));
    const reject = within(section('Upload Document')).getByRole('button', {
      name: 'Reject Applicant',
    });
    expect(reject).toBeDisabled();
    expect(reject).toHaveAttribute('title', 'Upload the document first');
  });

  it('asks for the e-mail before a rejection, asking nothing else', async () => {
    await openOrder(orderFixture());
    const upload = section('Upload Document');
    await userEvent.clear(within(upload).getByLabelText('Email ID'));
    await userEvent.click(within(upload).getByRole('button', { name: 'Reject Applicant' }));
    expect(within(upload).getByLabelText('Email ID')).toHaveAccessibleDescription(
      MESSAGES.uploadEmailRequired,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB on the page as soon as it is chosen, sending nothing', async () => {
    await openOrder(orderFixture());
    const upload = section('Upload Document');
    const input = within(upload).getByLabelText<HTMLInputElement>('Document (PDF or image)');
    const large = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    await userEvent.upload(input, large);
    // Said as soon as the file is chosen, with the field marked, before any Submit.
    expect(await within(upload).findByText(DOCUMENT_MESSAGES.tooLarge)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(DOCUMENT_MESSAGES.tooLarge);
    await userEvent.click(within(upload).getByRole('button', { name: 'Submit' }));
    expect(within(upload).getByText(DOCUMENT_MESSAGES.tooLarge)).toBeVisible();
    expect(mocked.uploadVisaDocument).not.toHaveBeenCalled();
  });

  it('sends a file of exactly 10 MB, as the server takes it', async () => {
    await openOrder(orderFixture());
    mocked.uploadVisaDocument.mockResolvedValue({ status: 1, message: 'Document uploaded.' });
    const upload = section('Upload Document');
    const largest = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(largest, 'size', { value: MAX_DOCUMENT_BYTES });
    await userEvent.upload(within(upload).getByLabelText('Document (PDF or image)'), largest);
    await userEvent.click(within(upload).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(mocked.uploadVisaDocument).toHaveBeenCalledWith(
        expect.objectContaining({ file: largest }),
      ),
    );
    expect(within(upload).queryByText(DOCUMENT_MESSAGES.tooLarge)).not.toBeInTheDocument();
  });

  it('sends transaction details with the version, and keeps the dialog open when stale', async () => {
    await openOrder(orderFixture({ process_status: 'Completed', version: 3 }));
    mocked.saveTransactionDetails.mockResolvedValue({ status: 0, message: STALE_MESSAGES.order });
    await userEvent.click(screen.getByRole('button', { name: 'Enter Transaction Details' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Transaction Id'));
    await userEvent.type(within(dialog).getByLabelText('Transaction Id'), 'pi_42');
    await userEvent.clear(within(dialog).getByLabelText('Merchant Name'));
    await userEvent.type(within(dialog).getByLabelText('Merchant Name'), 'Stripe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Reloaded: the refusal's refetch, and the page's own when that one had already answered.
    await waitFor(() =>
      expect(mocked.fetchOrderDetails.mock.calls.length).toBeGreaterThanOrEqual(2),
    );
    expect(mocked.saveTransactionDetails).toHaveBeenCalledWith(104995, 'pi_42', 'Stripe', 3);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText('Transaction Id')).toHaveValue(
      'pi_42',
    );
  });

  it('closes Enter Transaction Details once saved, and reloads the order', async () => {
    await openOrder(orderFixture({ process_status: 'ChargeBack' }));
    mocked.saveTransactionDetails.mockResolvedValue({ status: 1, message: 'Saved.' });
    await userEvent.click(screen.getByRole('button', { name: 'Enter Transaction Details' }));
    const dialog = screen.getByRole('dialog');
    // Focus starts in the form, on its first field.
    expect(within(dialog).getByLabelText('Transaction Id')).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Transaction Id'), 'pi_42');
    await userEvent.type(within(dialog).getByLabelText('Merchant Name'), 'Stripe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.notifySuccess).toHaveBeenCalledWith('Saved.');
    await waitFor(() =>
      expect(mocked.fetchOrderDetails.mock.calls.length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows the saved transaction details in Order Details', async () => {
    await openOrder(orderFixture({ transaction_id: 'pi_3Q9x', merchant_name: 'Stripe AU' }));
    const details = section('Order Details');
    expect(within(details).getByText('Transaction Id').nextSibling).toHaveTextContent('pi_3Q9x');
    expect(within(details).getByText('Merchant Name').nextSibling).toHaveTextContent('Stripe AU');
  });

  it('offers no Resend Reject Mail for a document that was never rejected', async () => {
    await openOrder(orderFixture());
    expect(
      within(section('Email History')).queryByRole('button', { name: 'Resend Reject Mail' }),
    ).not.toBeInTheDocument();
  });

  it('offers Resend Reject Mail for a rejected document', async () => {
    const rejected = orderFixture();
    if (rejected.uploadDoc) rejected.uploadDoc = { ...rejected.uploadDoc, is_rejected_doc: 'Yes' };
    await openOrder(rejected);
    expect(
      within(section('Email History')).getByRole('button', { name: 'Resend Reject Mail' }),
    ).toBeVisible();
  });

  it('reveals a remark with its six flags, N when empty', async () => {
    await openOrder(orderFixture());
    const history = section('Comment History');
    const show = within(history).getByRole('button', { name: 'Show' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(within(history).getByText('Customer confirmed the passport details.')).toBeVisible();
    const flags = Object.fromEntries(
      within(history)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(flags).toEqual({
      Whatsapp: 'Y',
      Telephone: 'N',
      Refund: 'N',
      Voided: 'N',
      Chargeback: 'Y',
      ReportError: 'N',
    });
    await userEvent.click(within(history).getByRole('button', { name: 'Hide' }));
    expect(
      within(history).queryByText('Customer confirmed the passport details.'),
    ).not.toBeInTheDocument();
  });

  it("names a refused rejection mail without a reason, and one that could not be sent, in the spec's words", async () => {
    await openOrder(orderFixture());
    const reject = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Reject Applicant' }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }),
      );
      // Answered, the question closes, whatever the answer.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    mocked.sendRejectionMail.mockResolvedValueOnce({ status: 0, message: '' });
    await reject();
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Failed to send rejection mail'),
    );
    mocked.sendRejectionMail.mockRejectedValueOnce(new Error('socket hang up'));
    await reject();
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error sending rejection mail'),
    );
    mocked.sendRejectionMail.mockResolvedValueOnce({
      status: 0,
      message: 'No document to reject.',
    });
    await reject();
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('No document to reject.'));
  });

  it('asks to confirm a rejection with the documented text', async () => {
    await openOrder(orderFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Reject Applicant' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Are you sure to send Rejection mail to applicant?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(mocked.sendRejectionMail).not.toHaveBeenCalled();
  });
});

describe('OrderDetailScreen: mails, downloads and transaction details', () => {
  const ok = (message: string) => Promise.resolve({ status: 1, message, data: null });
  const cellsOf = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  const bodyRows = (name: string) => within(section(name)).getAllByRole('row').slice(1);
  /** What the page fetches next fails: a reload after an action is then told as a toast. */
  const failNextLoads = () =>
    mocked.fetchOrderDetails.mockResolvedValue({ status: 0, message: 'The server is busy.' });

  it('lists each mail with how it left, and Remainder Mail as Yes or No', async () => {
    const order = orderFixture();
    const [sent, kept] = order.mailHistory;
    if (!sent || !kept) throw new Error('The fixture has two mails');
    order.mailHistory.push(
      {
        ...sent,
        id: 3,
        delivery: {
          kind: 'resend',
          status: 'failed',
          channel: 'AWS',
          error: 'Mailbox unavailable',
        },
      },
      {
        ...sent,
        id: 4,
        delivery: { kind: 'resend', status: 'pending', channel: 'AWS', error: 'Throttled' },
      },
    );
    await openOrder(order);
    const rows = bodyRows('Email History');
    expect(rows.map((row) => cellsOf(row).slice(4))).toEqual([
      ['AWS', 'No'],
      ['Sendgridlocal outbox', 'Yes'],
      ['AWSfailed: Mailbox unavailable', 'No'],
      ['AWSqueued', 'No'],
    ]);
    expect(within(rows[3] as HTMLElement).getByText('queued')).toHaveAttribute(
      'title',
      'Throttled',
    );
  });

  it.each([
    ['Resend Mail', 'the default provider', undefined],
    ['Resend Mail(AWS)', 'AWS', 'AWS'],
    ['Resend Mail(Sendgrid)', 'SendGrid', 'Sendgrid'],
  ])(
    '%s sends through %s, and tells a reload that fails after it',
    async (label, _name, provider) => {
      await openOrder(orderFixture());
      mocked.resendMail.mockReturnValue(
        ok('Reminder mail to elsie@example.org: sent through AWS.'),
      );
      failNextLoads();
      await userEvent.click(screen.getByRole('button', { name: label }));
      expect(mocked.resendMail).toHaveBeenCalledWith(104995, 'elsie@example.org', provider);
      await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('The server is busy.'));
      expect(toasts.notifySuccess).toHaveBeenCalledWith(
        'Reminder mail to elsie@example.org: sent through AWS.',
      );
    },
  );

  it('asks nothing before a rejection mail to an address that cannot be mailed', async () => {
    const rejected = orderFixture();
    if (rejected.uploadDoc) rejected.uploadDoc = { ...rejected.uploadDoc, is_rejected_doc: 'Yes' };
    await openOrder(rejected);
    const history = section('Email History');
    await userEvent.clear(within(history).getByLabelText('Resend to Email ID'));
    await userEvent.type(within(history).getByLabelText('Resend to Email ID'), 'not-an-address');
    await userEvent.click(within(history).getByRole('button', { name: 'Resend Reject Mail' }));
    expect(within(history).getByText(MESSAGES.emailInvalid)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists downloads with their place, and sends the list to a good address only', async () => {
    await openOrder(orderFixture());
    expect(cellsOf(bodyRows('Download History')[0] as HTMLElement).slice(4)).toEqual([
      '203.0.113.9',
      'Europe/London',
    ]);
    const downloads = section('Download History');
    const recipient = within(downloads).getByLabelText('Send download history to');
    await userEvent.clear(recipient);
    await userEvent.type(recipient, 'not-an-address');
    await userEvent.click(within(downloads).getByRole('button', { name: 'Sent Mail' }));
    expect(within(downloads).getByText(MESSAGES.emailInvalid)).toBeVisible();
    expect(recipient).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(mocked.sendDownloadHistoryMail).not.toHaveBeenCalled();
    // Corrected, the message goes as the member types, and the list goes to that address.
    await userEvent.clear(recipient);
    expect(within(downloads).queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument();
    await userEvent.type(recipient, 'jane@example.com');
    mocked.sendDownloadHistoryMail.mockReturnValue(ok('Download history mail sent.'));
    await userEvent.click(within(downloads).getByRole('button', { name: 'Sent Mail' }));
    expect(mocked.sendDownloadHistoryMail).toHaveBeenCalledWith(104995, 'jane@example.com');
  });

  it('says so when the customer has downloaded nothing', async () => {
    await openOrder(orderFixture({ downloadHistory: [] }));
    expect(bodyRows('Download History').map(cellsOf)).toEqual([['No record found']]);
    // A Tab stop without a link in it, so the keyboard can scroll it on a narrow screen.
    const table = within(section('Download History')).getByRole('group', {
      name: 'Download History',
    });
    act(() => table.focus());
    expect(table).toHaveFocus();
  });

  it('opens Enter Transaction Details with the saved values, sends them trimmed, and tells a failed reload after a refusal', async () => {
    await openOrder(
      orderFixture({
        process_status: 'Completed',
        transaction_id: 'pi_1',
        merchant_name: 'Stripe',
      }),
    );
    mocked.saveTransactionDetails.mockResolvedValue({ status: 0, message: 'Refused.' });
    failNextLoads();
    await userEvent.click(screen.getByRole('button', { name: 'Enter Transaction Details' }));
    const dialog = screen.getByRole('dialog');
    const transactionId = within(dialog).getByLabelText('Transaction Id');
    expect(transactionId).toHaveValue('pi_1');
    expect(within(dialog).getByLabelText('Merchant Name')).toHaveValue('Stripe');
    await userEvent.type(transactionId, '2  ');
    await userEvent.type(within(dialog).getByLabelText('Merchant Name'), ' AU ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(mocked.saveTransactionDetails).toHaveBeenCalledWith(104995, 'pi_12', 'Stripe AU', 3);
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('The server is busy.'));
    expect(toasts.notifyError).toHaveBeenCalledWith('Refused.');
  });

  it.each([
    [
      'a document is sent',
      async () => {
        const upload = section('Upload Document');
        const file = new File(['%PDF-1.4'], 'visa.pdf', { type: 'application/pdf' });
        await userEvent.upload(within(upload).getByLabelText('Document (PDF or image)'), file);
        await userEvent.click(within(upload).getByRole('button', { name: 'Submit' }));
      },
    ],
    [
      'transaction details are saved',
      async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Enter Transaction Details' }));
        const dialog = screen.getByRole('dialog');
        await userEvent.type(within(dialog).getByLabelText('Transaction Id'), 'pi_42');
        await userEvent.type(within(dialog).getByLabelText('Merchant Name'), 'Stripe');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      },
    ],
  ])('tells a reload that fails after %s', async (_action, takeAction) => {
    await openOrder(orderFixture({ process_status: 'Completed' }));
    mocked.uploadVisaDocument.mockReturnValue(ok('Document uploaded.'));
    mocked.saveTransactionDetails.mockReturnValue(ok('Saved.'));
    failNextLoads();
    await takeAction();
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('The server is busy.'));
  });

  it('keeps the other resend buttons waiting while one mail is sent', async () => {
    await openOrder(orderFixture());
    const resend = heldAnswer<ApiAnswer<null>>();
    mocked.resendMail.mockReturnValue(resend.answer);
    const history = section('Email History');
    await userEvent.click(within(history).getByRole('button', { name: 'Resend Mail(AWS)' }));
    await waitFor(() =>
      expect(within(history).getByRole('button', { name: 'Resend Mail(AWS)' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    for (const other of ['Resend Mail', 'Resend Mail(Sendgrid)']) {
      expect(within(history).getByRole('button', { name: other })).toBeDisabled();
    }
    await act(async () => resend.send({ status: 1, message: 'Sent.', data: null }));
    expect(within(history).getByRole('button', { name: 'Resend Mail' })).toBeEnabled();
  });

  /** An order whose document was rejected: Email History offers Resend Reject Mail. */
  const rejectedOrder = () => {
    const order = orderFixture();
    if (order.uploadDoc) order.uploadDoc = { ...order.uploadDoc, is_rejected_doc: 'Yes' };
    return order;
  };
  it.each([
    ['Reject Applicant', 'Upload Document', 'Email ID', orderFixture],
    ['Resend Reject Mail', 'Email History', 'Resend to Email ID', rejectedOrder],
  ])(
    '%s asks first, waits, mails the address typed and reloads the order',
    async (button, sectionName, field, order) => {
      await openOrder(order());
      const mail = heldAnswer<ApiAnswer<null>>();
      mocked.sendRejectionMail.mockReturnValue(mail.answer);
      const recipient = within(section(sectionName)).getByLabelText(field);
      await userEvent.clear(recipient);
      await userEvent.type(recipient, 'jane@example.com');
      await userEvent.click(within(section(sectionName)).getByRole('button', { name: button }));
      expect(mocked.sendRejectionMail).not.toHaveBeenCalled();
      const dialog = screen.getByRole('dialog', { name: REJECTION_QUESTION });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
      // The question stays, its Yes waiting, until the mail is answered.
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled(),
      );
      expect(mocked.sendRejectionMail).toHaveBeenCalledWith(104995, 'jane@example.com');
      failNextLoads();
      await act(async () => mail.send({ status: 1, message: 'Rejection mail sent.', data: null }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(toasts.notifySuccess).toHaveBeenCalledWith('Rejection mail sent.');
      await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('The server is busy.'));
    },
  );
});
