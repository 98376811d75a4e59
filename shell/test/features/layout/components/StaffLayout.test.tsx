import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { refreshFolderCounts } from '@portal/web/folders/folderCounts';
import { prefetchOrderDetails } from '@portal/web/orders/orderDetails';
import { sessionStore } from '@portal/web/session/sessionStore';
import { StaffLayout } from '../../../../src/features/layout/components/StaffLayout';
import { ALICE } from '../../../../../web/test/session/sessionFixtures';

jest.mock('@portal/web/api/apiClient', () => ({
  callApi: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('@portal/web/folders/folderCounts', () => ({
  ...jest.requireActual<object>('@portal/web/folders/folderCounts'),
  refreshFolderCounts: jest.fn(async () => undefined),
}));
jest.mock('@portal/web/orders/orderDetails', () => ({ prefetchOrderDetails: jest.fn() }));
// The live-updates stream is an EventSource, which jsdom has not got; its own tests hold it.
jest.mock('@portal/web/query/liveInvalidation', () => ({ useLiveInvalidation: jest.fn() }));

function renderLayout(signedIn = true) {
  sessionStore.setState(signedIn ? { isAuth: true, user: ALICE } : { isAuth: false, user: null });
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/" element={<h1>Sign In</h1>} />
        <Route path="/admin" element={<StaffLayout />}>
          <Route
            index
            element={
              <>
                <h1 tabIndex={-1}>New Orders</h1>
                <Link to="/admin/order-history">Elsewhere</Link>
                <Link to={`/admin/view-order/${encodeId(104988)}`}>View</Link>
              </>
            }
          />
          <Route path="order-history" element={<h1 tabIndex={-1}>Order History</h1>} />
          <Route path="view-order/:encodedOrderId" element={<h1 tabIndex={-1}>Order page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const toggle = () => screen.getByRole('button', { name: 'Toggle menu' });
const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

beforeEach(() => jest.mocked(refreshFolderCounts).mockClear());

describe('StaffLayout', () => {
  it('sends a visitor without a session to the login page', () => {
    renderLayout(false);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('reloads the folder counts on every route change', async () => {
    const user = renderLayout();
    expect(refreshFolderCounts).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Order History' })).toHaveFocus();
    expect(refreshFolderCounts).toHaveBeenCalledTimes(2);
  });

  it("Skip to main content moves focus to the page's heading and leaves the address alone", async () => {
    const user = renderLayout();
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('heading', { name: 'New Orders' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('the menu toggle says whether the menu is open and which it controls', async () => {
    const user = renderLayout();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', mainMenu().id);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(mainMenu()).toHaveClass('sidebar-open');
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close menu' })),
    ],
    [
      'the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) => {
        const backdrop = document.querySelector('.sidebar-backdrop');
        if (!backdrop) throw new Error('no backdrop behind the open menu');
        await user.click(backdrop);
      },
    ],
  ])('closes the open menu by %s and gives focus back to the toggle', async (_, close) => {
    const user = renderLayout();
    await user.click(toggle());
    screen.getByRole('link', { name: /^Order History/ }).focus();
    await close(user);
    expect(mainMenu()).not.toHaveClass('sidebar-open');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it("closes the open menu when a link is chosen, and the new page's heading takes focus", async () => {
    const user = renderLayout();
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: /^Order History/ }));
    expect(await screen.findByRole('heading', { name: 'Order History' })).toHaveFocus();
    expect(mainMenu()).not.toHaveClass('sidebar-open');
  });

  it("asks for an order as its page's link is clicked, before the route changes", async () => {
    const user = renderLayout();
    await user.click(screen.getByRole('link', { name: 'View' }));
    expect(prefetchOrderDetails).toHaveBeenCalledWith(104988);
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
  });
});
