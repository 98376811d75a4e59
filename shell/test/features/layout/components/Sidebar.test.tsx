import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { FIRST_PAGE_SIZE } from '@portal/web/orders/ordersList';
import { sessionStore } from '@portal/web/session/sessionStore';
import { DashboardCards } from '../../../../src/features/layout/components/DashboardCards';
import { Sidebar } from '../../../../src/features/layout/components/Sidebar';
import {
  DASHBOARD_CARDS,
  SIDEBAR_FOLDERS,
  SIDEBAR_TOOLS,
} from '../../../../src/features/layout/lib/sidebarItems';
import { ALICE } from '../../../../../web/test/session/sessionFixtures';

jest.mock('@portal/web/api/apiClient', () => ({ callApi: jest.fn() }));

/** The sidebar and the folder cards above the page, as the staff layout draws them. */
function renderSidebarAt(path: string) {
  sessionStore.setState({ isAuth: true, user: ALICE });
  render(
    <MemoryRouter initialEntries={[path]}>
      <DashboardCards cards={DASHBOARD_CARDS} />
      <Sidebar
        id="main-menu"
        groups={[{ heading: 'Folders', items: [...SIDEBAR_FOLDERS, ...SIDEBAR_TOOLS] }]}
        open={false}
        onClose={() => undefined}
        onNavigate={() => undefined}
        onLogout={() => undefined}
      />
    </MemoryRouter>,
  );
}

const listCalls = () =>
  jest.mocked(callApi).mock.calls.filter(([route]) => route === API_ROUTES.ordersList);

// No call is answered unless a test says otherwise, and no test's answers reach the next.
beforeEach(() =>
  jest
    .mocked(callApi)
    .mockReset()
    .mockReturnValue(new Promise(() => undefined)),
);

describe('the sidebar', () => {
  it("asks for another folder's first page as its link is clicked", async () => {
    renderSidebarAt('/admin/recent-order');
    await userEvent.click(screen.getByRole('link', { name: /^Order History/ }));
    expect(listCalls()).toEqual([
      [
        API_ROUTES.ordersList,
        {
          params: { orderName: 'allorder' },
          query: { page: 1, limit: FIRST_PAGE_SIZE, delay: 1, userName: ALICE.name },
        },
      ],
    ]);
  });

  it("asks for nothing on the open folder's link or a page that is not a queue", async () => {
    renderSidebarAt('/admin/order-history');
    await userEvent.click(screen.getByRole('link', { name: /^Order History/ }));
    await userEvent.click(screen.getByRole('link', { name: 'Manage Team' }));
    expect(listCalls()).toEqual([]);
  });

  it('shows each count as it arrives, grouped by thousands', async () => {
    jest
      .mocked(callApi)
      .mockImplementation((route) =>
        route === API_ROUTES.folderCount
          ? Promise.resolve({ status: 1, message: 'ok', data: { allOrdersCount: 1234567 } })
          : new Promise(() => undefined),
      );
    renderSidebarAt('/admin/order-history');
    const link = screen.getByRole('link', { name: /^Order History/ });
    await waitFor(() => expect(link).toHaveTextContent(/^Order History1,234,567$/));
  });

  it("asks for nothing on New Orders' link from /admin, the same page", async () => {
    renderSidebarAt('/admin');
    await userEvent.click(screen.getByRole('link', { name: /^New Orders/ }));
    expect(listCalls()).toEqual([]);
  });

  it("names each group's list by its heading, which is not a heading itself", () => {
    renderSidebarAt('/admin/order-history');
    const folders = screen.getByRole('list', { name: 'Folders' });
    expect(folders).toContainElement(screen.getByRole('link', { name: /^Order History/ }));
    expect(screen.queryByRole('heading', { name: 'Folders' })).not.toBeInTheDocument();
  });

  it('shows a dash for each count until the counts arrive', () => {
    renderSidebarAt('/admin/order-history');
    expect(screen.getByRole('link', { name: /^Order History/ })).toHaveTextContent(
      /^Order History–$/,
    );
  });
});

describe('the current page among the links', () => {
  const currentLinks = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => ({ name: link.textContent?.replace('–', ''), active: link.className }));

  it.each([
    ['/admin', 'New Orders'],
    ['/admin/recent-order', 'New Orders'],
    ['/admin/order-history', 'Order History'],
    ['/admin/manage-team', 'Manage Team'],
    ['/admin/manage-team/Mw', 'Manage Team'],
  ])('on %s is %s alone, for the eye and for a screen reader', (path, current) => {
    renderSidebarAt(path);
    const marked = currentLinks();
    expect(marked.map((link) => link.name)).toEqual([current]);
    expect(marked[0]?.active).toMatch(/\bactive\b/);
    expect(document.querySelectorAll('a.active')).toHaveLength(1);
  });
});
