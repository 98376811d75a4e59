import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { heldAnswer } from '@portal/jest/heldAnswer';
import { useFolderCounts } from '@portal/web/folders/folderCounts';
import { MAX_SEARCH_LENGTH } from '../../src/features/orders-list/lib/listQuery';
import {
  ADMIN,
  failingLists,
  fakeServer,
  holdingLists,
  makeRows,
  queueTree,
  renderQueue,
  TEAM,
} from './queueTestKit';

const server = { current: fakeServer([]) };

jest.mock('@portal/web/api/apiClient', () => ({
  callApi: (...args: Parameters<ReturnType<typeof fakeServer>['callApi']>) =>
    server.current.callApi(...args),
}));

jest.setTimeout(20000);

/** The sidebar's folder counts, as the shell shows them beside the queue. */
function FolderCounts() {
  useFolderCounts();
  return null;
}

/** The grid cell of `column` in the row showing `text`. */
function cellOf(text: string, column: string): HTMLElement {
  const cell = screen
    .getByText(text)
    .closest('.ag-row')
    ?.querySelector<HTMLElement>(`.ag-cell[col-id="${column}"]`);
  if (!cell) throw new Error(`No ${column} cell in the row of ${text}`);
  return cell;
}

/** Enter on a grid cell that has the focus, as a keyboard user presses it. */
function pressEnter(cell: HTMLElement) {
  act(() => cell.focus());
  fireEvent.keyDown(cell, { key: 'Enter' });
}

describe('QueueScreen', () => {
  it('shows its title, Refresh and the page of orders with the default columns', async () => {
    server.current = fakeServer(makeRows(23));
    renderQueue('newOrder', 'New Orders', TEAM);
    expect(screen.getByRole('heading', { name: 'New Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await screen.findByText('Given0 Family0');
    expect(screen.getByText('Showing 1 to 10 of 23 orders')).toBeInTheDocument();
    // The grid is named by the screen's title for a screen reader.
    expect(screen.getByRole('grid', { name: 'New Orders' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(
      expect.arrayContaining([
        'Order Id',
        'Name',
        'Email',
        'Telephone',
        'Date & Time',
        'Status',
        'Action',
      ]),
    );
    expect(screen.getAllByText('05-03-2025 14:07:09')).toHaveLength(10);
    const list = server.current.calls.find((call) => call.route === API_ROUTES.ordersList);
    expect(list?.parts).toEqual({
      params: { orderName: 'newOrder' },
      query: { page: 1, limit: 10, delay: 1, userName: 'Tom Team' },
    });
  });

  it('links View to the order page with the encoded id', async () => {
    server.current = fakeServer(makeRows(1));
    renderQueue('newOrder', 'New Orders', TEAM);
    const view = await screen.findByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', `/admin/view-order/${encodeId(100100)}`);
    // Out of the page's Tab order: the grid moves focus into its cells' controls.
    expect(view).toHaveAttribute('tabindex', '-1');
  });

  it('blocks View of an order someone else holds in New, for an Admin too', async () => {
    server.current = fakeServer(makeRows(1, { assign_to: 'Nina Night' }));
    renderQueue('newOrder', 'New Orders', ADMIN);
    const blocked = await screen.findByText('View', { selector: 'a' });
    expect(blocked).toHaveAttribute('href', '#/grey');
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveAttribute('title', 'Assigned to Nina Night');
    // Where 'Assign to me' is offered, someone else's order cannot be picked.
    const row = blocked.closest('.ag-row') as HTMLElement;
    expect(
      within(row).getByRole('checkbox', { name: /^Assigned to someone else, cannot be selected/ }),
    ).toBeDisabled();
    await userEvent.click(blocked);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/queue$/);
    expect(window.location.hash).toBe('');
    expect(blocked.closest('.ag-row')).toHaveClass('orders-row-greyed');
  });

  it("blocks View of an order waiting in someone's My Orders wherever it is listed, as the server refuses its page", async () => {
    server.current = fakeServer([
      ...makeRows(1, { process_status: 'Priority Processing', assign_to: 'Nina Night' }),
      ...makeRows(1, { order_id: 100200, process_status: 'Completed', assign_to: 'Nina Night' }),
    ]);
    renderQueue('allorder', 'Order History', TEAM);
    const blocked = await screen.findByText('View', { selector: 'a[href="#/grey"]' });
    expect(blocked.closest('.ag-row')).toHaveClass('orders-row-greyed');
    // Assigned but worked already: greyed, and its page open to all.
    const open = screen.getByRole('link', { name: 'View' });
    expect(open).toHaveAttribute('href', `/admin/view-order/${encodeId(100200)}`);
    expect(open.closest('.ag-row')).toHaveClass('orders-row-greyed');
  });

  it('hides Telephone on Contact Customer and shows the refund columns on Refund Orders', async () => {
    server.current = fakeServer(
      makeRows(2, { process_status: 'Refunds', refund_date: '2025-04-01T10:00:00Z' }),
    );
    const { unmount } = renderQueue('contactcustomerorder', 'Contact Customer', TEAM);
    await screen.findByText('Given0 Family0');
    const contactHeaders = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(contactHeaders).not.toContain('Telephone');
    unmount();

    renderQueue('refundorder', 'Refund Orders', TEAM);
    await screen.findAllByText('01-04-2025');
    const refundHeaders = screen
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim())
      .filter(Boolean);
    expect(refundHeaders).toEqual([
      'Order Id',
      'Email',
      'Telephone',
      'Date & Time',
      'Refund Date',
      'Status',
      'Action',
    ]);
    expect(screen.getByRole('button', { name: 'Refunded it' })).toBeInTheDocument();
    // A Team member may not delete.
    expect(screen.queryByRole('button', { name: 'Delete Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("shows 'Awaiting ' without the space it is stored with", async () => {
    server.current = fakeServer(makeRows(1, { process_status: 'Awaiting ' }));
    renderQueue('awaitingorder', 'Awaiting Orders', TEAM);
    await screen.findByText('Given0 Family0');
    const status = document.querySelector('.ag-cell[col-id="process_status"]');
    expect(status?.textContent).toBe('Awaiting');
  });

  it('shows the empty state', async () => {
    server.current = fakeServer([]);
    renderQueue('chargeBack', 'Charge Back', TEAM);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.getByText('No data available in table')).toHaveClass('orders-empty-detail');
    expect(screen.getByText('No orders')).toBeInTheDocument();
  });

  it('tells the shell once its first rows are drawn, not before the answer comes', async () => {
    const rowsAnswer = heldAnswer<void>();
    const fake = fakeServer(makeRows(3));
    let asked = false;
    server.current = {
      ...fake,
      callApi: async (...args) => {
        asked = true;
        await rowsAnswer.answer;
        return fake.callApi(...args);
      },
    };
    const onFirstRowsShown = jest.fn();
    renderQueue('newOrder', 'New Orders', TEAM, '', onFirstRowsShown);
    await waitFor(() => expect(asked).toBe(true));
    expect(onFirstRowsShown).not.toHaveBeenCalled();
    rowsAnswer.send();
    await screen.findByText('Given0 Family0');
    await waitFor(() => expect(onFirstRowsShown).toHaveBeenCalled());
  });

  it('tells the shell when its first page has no orders to draw', async () => {
    server.current = fakeServer([]);
    const onFirstRowsShown = jest.fn();
    renderQueue('chargeBack', 'Charge Back', TEAM, '', onFirstRowsShown);
    await screen.findByText('No records found');
    expect(onFirstRowsShown).toHaveBeenCalled();
  });

  it('keeps page, page size and search in the URL and reads them back', async () => {
    server.current = fakeServer(makeRows(60));
    renderQueue('newOrder', 'New Orders', TEAM, '?page=2&perPage=25');
    await screen.findByText('Given25 Family25');
    expect(screen.getByText('Showing 26 to 50 of 60 orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Given50 Family50');
    expect(screen.getByTestId('location')).toHaveTextContent('/queue?page=3&perPage=25');
  });

  it("seeks 'Next page' from the page before's cursor; other jumps send none", async () => {
    server.current = fakeServer(makeRows(100));
    renderQueue('newOrder', 'New Orders', TEAM, '?page=1&perPage=25');
    await screen.findByText('Given0 Family0');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Given25 Family25');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await screen.findByText('Given75 Family75');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Given50 Family50');
    const listCalls = server.current.calls
      .filter((call) => call.route === API_ROUTES.ordersList)
      .map((call) => [call.parts.query?.page, call.parts.query?.after]);
    expect(listCalls).toEqual([
      [1, undefined],
      [2, 'cursor-after-1'],
      [4, undefined],
      [3, undefined],
    ]);
  });

  it('searches 500 ms after typing stops, and an empty box brings the list back', async () => {
    jest.useFakeTimers();
    try {
      server.current = fakeServer(makeRows(30));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderQueue('newOrder', 'New Orders', TEAM);
      await screen.findByText('Given0 Family0');
      const searches = () =>
        server.current.calls.filter((call) => call.route === API_ROUTES.searchOrder);

      await user.type(screen.getByLabelText('Search'), 'Given2');
      act(() => jest.advanceTimersByTime(499));
      expect(searches()).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(searches()).toHaveLength(1));
      expect(searches()[0]?.parts.body).toEqual({
        start: 0,
        end: 10,
        searchVal: 'Given2',
        folderName: 'newOrder',
      });
      await screen.findByText('Showing 1 to 10 of 11 orders');
      expect(screen.getByTestId('location')).toHaveTextContent('search=Given2');

      await user.clear(screen.getByLabelText('Search'));
      act(() => jest.advanceTimersByTime(500));
      await screen.findByText('Showing 1 to 10 of 30 orders');
      expect(searches()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a search stopped counting with a plus, and pages through what it counted', async () => {
    server.current = fakeServer(makeRows(60), undefined, 50);
    renderQueue('newOrder', 'New Orders', TEAM, '?search=Given');
    expect(await screen.findByText('Showing 1 to 10 of 50+ orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 6' })).not.toBeInTheDocument();
  });

  it("'Assign to me' asks first, sends the member's name and reloads", async () => {
    server.current = fakeServer(makeRows(3));
    renderQueue('newOrder', 'New Orders', TEAM);
    await screen.findByText('Given1 Family1');
    const assign = screen.getByRole('button', { name: 'Assign to me' });
    expect(assign).toBeDisabled();
    const checkboxes = screen.getAllByRole('checkbox', { name: /^Select this order/ });
    await userEvent.click(checkboxes[1] as HTMLElement);
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    await userEvent.click(assign);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure want to assigned orders.' });
    expect(dialog).toHaveAccessibleDescription('Order 100101');
    // Not a deletion: its Yes is not in the colour of one.
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveClass('btn-primary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(
        server.current.calls.find((call) => call.route === API_ROUTES.assignOrderStatus)?.parts,
      ).toEqual({ body: { orderId: [100101], assignto: 'Tom Team' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        server.current.calls.filter((call) => call.route === API_ROUTES.ordersList).length,
      ).toBe(2),
    );
  });

  it('takes the moved orders off My Orders at once, not when the reload answers', async () => {
    const fake = fakeServer(makeRows(2), {
      status: 1,
      message: 'Order has been moved successfully',
    });
    // The list asked for after the move never answers: what leaves the screen left at once.
    const { server: holding, holdLists } = holdingLists(fake);
    server.current = holding;
    renderQueue('myOrder', 'My Orders', TEAM);
    await screen.findByText('Given1 Family1');
    const checkboxes = screen.getAllByRole('checkbox', { name: /^Select this order/ });
    await userEvent.click(checkboxes[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Move to Original Folder' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure want to move orders to new orders.',
    });
    holdLists();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Given1 Family1')).not.toBeInTheDocument());
    expect(screen.getByText('Given0 Family0')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 orders')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.route === API_ROUTES.assignOrderStatus)?.parts).toEqual({
      body: { orderId: [100101], assignto: '' },
    });
  });

  /** What an action that keeps the orders listed asks, and the call it makes for both rows. */
  const assigned = {
    label: 'Assign to me',
    question: 'Are you sure want to assigned orders.',
    call: {
      route: API_ROUTES.assignOrderStatus,
      body: { orderId: [100100, 100101], assignto: 'Tom Team' },
    },
    message: 'Order has been assigned successfully',
  };
  const refunded = {
    label: 'Refunded it',
    question: 'Are you sure you want to mark the selected orders as refunded?',
    call: { route: API_ROUTES.refundOrders, body: { orderId: [100100, 100101] } },
    message: 'Selected orders have been marked as refunded.',
  };
  it.each([
    ['newOrder', 'New Orders', assigned],
    ['priorityOrder', 'Priority Processing', assigned],
    ['processMarchOrder', 'Process 5th March Orders', assigned],
    ['refundorder', 'Refund Orders', refunded],
  ] as const)(
    'keeps the orders listed in %s (%s) after its action, with the server’s message and the selection cleared',
    async (folder, title, { label, question, call, message }) => {
      const fake = fakeServer(makeRows(2), { status: 1, message });
      const { server: holding, holdLists } = holdingLists(fake);
      server.current = holding;
      renderQueue(folder, title, TEAM);
      await screen.findByText('person1@example.com');
      for (const checkbox of screen.getAllByRole('checkbox', { name: /^Select this order/ })) {
        await userEvent.click(checkbox);
      }
      expect(await screen.findByText('2 selected')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: label }));
      holdLists();
      await userEvent.click(
        within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Yes' }),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(fake.calls.find((made) => made.route === call.route)?.parts).toEqual({
        body: call.body,
      });
      expect(screen.getByText('Select orders with the checkboxes.')).toBeInTheDocument();
      expect(screen.getByText('person1@example.com')).toBeInTheDocument();
    },
  );

  it('does not carry a confirmation asked in one queue into the next', async () => {
    server.current = fakeServer(makeRows(2));
    const { rerender } = renderQueue('newOrder', 'New Orders', TEAM);
    await screen.findByText('person1@example.com');
    const checkboxes = screen.getAllByRole('checkbox', { name: /^Select this order/ });
    await userEvent.click(checkboxes[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(queueTree('priorityOrder', 'Priority Processing'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers an Admin Delete Order on Refund Orders, asking in the colour of a deletion', async () => {
    server.current = fakeServer(makeRows(2, { process_status: 'Refunds' }));
    renderQueue('refundorder', 'Refund Orders', ADMIN);
    await screen.findByText('person1@example.com');
    const checkboxes = screen.getAllByRole('checkbox', { name: /^Select this order/ });
    await userEvent.click(checkboxes[1] as HTMLElement);
    expect(screen.getByRole('button', { name: 'Refunded it' })).toHaveClass('btn-primary');
    expect(screen.getByRole('button', { name: 'Delete Order' })).toHaveClass('btn-danger-outline');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveClass('btn-danger');
  });

  it('lets an Admin delete a row after the default confirmation; the row leaves the list at once', async () => {
    const fake = fakeServer(makeRows(2), {
      status: 1,
      message: 'Order has been deleted successfully',
    });
    // The list asked for after the delete never answers: the row leaves without it.
    const { server: holding, holdLists } = holdingLists(fake);
    server.current = holding;
    renderQueue('myOrder', 'My Orders', ADMIN);
    await screen.findByText('Given1 Family1');
    const row = screen.getByText('Given1 Family1').closest('.ag-row') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    holdLists();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Given1 Family1')).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1 to 1 of 1 orders')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.route === API_ROUTES.changeOrderStatus)?.parts).toEqual({
      body: { orderId: [100101], folderName: 'myOrder' },
    });
  });

  it("offers a Manager Delete on an order nobody holds, not on one in a colleague's My Orders, as the server decides", async () => {
    server.current = fakeServer([
      ...makeRows(1, { assign_to: 'Nina Night' }),
      ...makeRows(1, { order_id: 100200, given_names: 'Free', assign_to: null }),
    ]);
    renderQueue('newOrder', 'New Orders', {
      id: 2,
      name: 'Mark Manager',
      email: 'manager@demo.test',
      type: 'Manager',
    });
    const free = await screen.findByText('100200');
    const freeRow = free.closest('.ag-row') as HTMLElement;
    expect(within(freeRow).getByRole('button', { name: 'Delete' })).toBeVisible();
    const held = screen.getByText('100100').closest('.ag-row') as HTMLElement;
    expect(within(held).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers a Team member no Delete, and keeps the rows when the server refuses an action', async () => {
    server.current = fakeServer(makeRows(2), {
      status: 0,
      message: 'Order 100100 is already assigned to Nina Night.',
    });
    renderQueue('newOrder', 'New Orders', TEAM);
    await screen.findByText('Given0 Family0');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const checkboxes = screen.getAllByRole('checkbox', { name: /^Select this order/ });
    await userEvent.click(checkboxes[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Order 100100 is already assigned to Nina Night.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Given0 Family0')).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('keeps one grid across folders, each folder starting with no rows or selection of the last', async () => {
    server.current = fakeServer(makeRows(3));
    const { rerender, container } = renderQueue('newOrder', 'New Orders', TEAM);
    await screen.findByText('Given0 Family0');
    const checkboxes = screen.getAllByRole('checkbox', { name: /^Select this order/ });
    await userEvent.click(checkboxes[0] as HTMLElement);
    const grid = container.querySelector('.ag-root-wrapper');
    expect(grid).not.toBeNull();

    const pending = makeRows(2, { given_names: 'Pending', process_status: 'Pending' });
    server.current = fakeServer(pending.map((row) => ({ ...row, order_id: row.order_id + 1000 })));
    rerender(queueTree('pendingorder', 'Pending Orders'));
    expect(screen.queryByText('Given0 Family0')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Orders' })).toBeInTheDocument();
    await screen.findByText('Pending Family0', {}, { timeout: 5000 });
    expect(container.querySelector('.ag-root-wrapper')).toBe(grid);
    // Pending Orders has no action for selected rows: no checkboxes at all, so none is ticked.
    expect(screen.queryAllByRole('checkbox', { name: /^Select this order/ })).toEqual([]);
    const list = server.current.calls.find((call) => call.route === API_ROUTES.ordersList);
    expect(list?.parts.params).toEqual({ orderName: 'pendingorder' });
  });

  it('offers checkboxes only where an action works on the selected rows: none in Order History', async () => {
    server.current = fakeServer(makeRows(2));
    const { unmount } = renderQueue('allorder', 'Order History', ADMIN);
    await screen.findByText('Given0 Family0');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    unmount();

    renderQueue('newOrder', 'New Orders', TEAM);
    await screen.findByText('Given0 Family0');
    expect(screen.getAllByRole('checkbox', { name: /^Select this order/ })).not.toHaveLength(0);
  });

  it("names its selection checkboxes in the portal's words, not ag-grid's", async () => {
    server.current = fakeServer(makeRows(2));
    renderQueue('newOrder', 'New Orders', TEAM);
    await screen.findByText('Given0 Family0');
    expect(
      screen.getByRole('checkbox', { name: 'Select all orders on this page' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Select this order (unchecked)' })).toHaveLength(
      2,
    );
    expect(screen.queryAllByRole('checkbox', { name: /toggle row selection/i })).toEqual([]);
  });

  it('titles names and e-mails with their whole text, for those cut off at 1280 px', async () => {
    const long = 'maximiliana.konstantinopoulou-vanderbilt@correo.example.com';
    server.current = fakeServer(
      makeRows(1, {
        given_names: 'Maximiliana Alexandrina',
        family_name: 'Konstantinopoulou',
        email: long,
      }),
    );
    renderQueue('newOrder', 'New Orders', TEAM);
    expect(await screen.findByText('Maximiliana Alexandrina Konstantinopoulou')).toHaveAttribute(
      'title',
      'Maximiliana Alexandrina Konstantinopoulou',
    );
    expect(screen.getByText(long)).toHaveAttribute('title', long);
  });

  it("Refresh loads the list and the sidebar's counts again", async () => {
    server.current = fakeServer(makeRows(2));
    renderQueue('newOrder', 'New Orders', TEAM);
    render(<FolderCounts />);
    await screen.findByText('Given0 Family0');
    const later = fakeServer(makeRows(1, { given_names: 'Fresh' }));
    server.current = later;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Fresh Family0')).toBeInTheDocument();
    await waitFor(() =>
      expect(later.calls.some((call) => call.route === API_ROUTES.folderCount)).toBe(true),
    );
  });

  it('says why the list could not load, and Try again loads it', async () => {
    const { server: failing, recover } = failingLists(
      fakeServer(makeRows(1)),
      'Cannot reach the server.',
    );
    server.current = failing;
    renderQueue('newOrder', 'New Orders', TEAM);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the server.');
    recover();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Given0 Family0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the whole folder under 'All', and says so", async () => {
    server.current = fakeServer(makeRows(23));
    renderQueue('newOrder', 'New Orders', TEAM, '?perPage=all');
    expect(await screen.findByText('Showing all 23 orders')).toBeInTheDocument();
  });

  it('asks for no other page while one is loading', async () => {
    const { server: holding, holdLists } = holdingLists(fakeServer(makeRows(30)));
    server.current = holding;
    renderQueue('newOrder', 'New Orders', TEAM);
    await screen.findByText('Given0 Family0');
    holdLists();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('takes no more search text than the server searches', async () => {
    server.current = fakeServer(makeRows(1));
    renderQueue('newOrder', 'New Orders', TEAM);
    const box = screen.getByLabelText('Search');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(MAX_SEARCH_LENGTH + 5));
    expect(box).toHaveValue('x'.repeat(MAX_SEARCH_LENGTH));
  });

  it('opens an order with Enter on its row, not one someone else holds; Enter on Action moves into it', async () => {
    server.current = fakeServer([
      ...makeRows(2),
      ...makeRows(1, { order_id: 100200, given_names: 'Held', assign_to: 'Nina Night' }),
    ]);
    renderQueue('newOrder', 'New Orders', TEAM);
    await screen.findByText('Held Family0');
    pressEnter(cellOf('Held Family0', 'name'));
    // The Action cell's Enter is the cell's own: focus moves to its View, nothing opens.
    const action = cellOf('Given0 Family0', 'action');
    pressEnter(action);
    expect(within(action).getByRole('link', { name: 'View' })).toHaveFocus();
    pressEnter(cellOf('Given1 Family1', 'name'));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    // An order is asked for as it opens: only the one opened was.
    const asked = server.current.calls
      .filter((call) => call.route === API_ROUTES.orderDetails)
      .map((call) => call.parts.params?.orderId);
    expect(asked).toEqual([100101]);
  });
});
