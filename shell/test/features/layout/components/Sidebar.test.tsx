import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { FIRST_PAGE_SIZE } from '@portal/web/orders/ordersList';
import { sessionStore } from '@portal/web/session/sessionStore';
import { Sidebar } from '../../../../src/features/layout/components/Sidebar';
import { SIDEBAR_FOLDERS, SIDEBAR_TOOLS } from '../../../../src/features/layout/lib/sidebarItems';
import { ALICE } from '../../../../../web/test/session/sessionFixtures';

jest.mock('@portal/web/api/apiClient', () => ({
  callApi: jest.fn(() => new Promise(() => undefined)),
}));

function renderSidebarAt(path: string) {
  sessionStore.setState({ isAuth: true, user: ALICE });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar
        groups={[{ heading: 'Folders', items: [...SIDEBAR_FOLDERS, ...SIDEBAR_TOOLS] }]}
        open={false}
        onClose={() => undefined}
        onLogout={() => undefined}
      />
    </MemoryRouter>,
  );
}

const listCalls = () =>
  jest.mocked(callApi).mock.calls.filter(([route]) => route === API_ROUTES.ordersList);

beforeEach(() => jest.mocked(callApi).mockClear());

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
});
