import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PATHS } from '@portal/shared/navigation/paths';
import type { SessionUser } from '@portal/shared/entities/staff';
import { sessionStore } from '@portal/web/session/sessionStore';
import { StaffScreenRoute } from '../../src/app/StaffScreenRoute';
import { STAFF_SCREENS, type PortalScreen } from '../../src/app/staffScreens';
import { ALICE, TOM } from '../../../web/test/session/sessionFixtures';

jest.mock('@portal/web/api/apiClient', () => ({
  callApi: jest.fn(() => new Promise(() => undefined)),
}));
// The remote itself is loaded at run time (the browser tests); here it says what it was given.
jest.mock('../../src/features/remotes/components/RemoteScreen', () => ({
  RemoteScreen: ({ target, screenProps }: { target: PortalScreen; screenProps: object }) => (
    <p>
      {target.remote}.{target.module}: {JSON.stringify(screenProps)}
    </p>
  ),
}));

function screenAt(path: string): PortalScreen {
  const found = STAFF_SCREENS.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no staff screen at ${path}`);
  return found;
}

function renderRoute(path: string, user: SessionUser) {
  sessionStore.setState({ isAuth: true, user });
  render(
    <MemoryRouter>
      <StaffScreenRoute screen={screenAt(path)} />
    </MemoryRouter>,
  );
}

const cards = () => screen.queryByRole('navigation', { name: 'Order folders' });

describe('StaffScreenRoute', () => {
  it('shows a queue under the folder cards, titled, with its title handed to the remote', () => {
    renderRoute(PATHS.adminHome, ALICE);
    expect(cards()).toBeInTheDocument();
    expect(document.title).toMatch(/^New Orders · /);
    expect(screen.getByText(/^queues\.QueueScreen: /)).toHaveTextContent('"title":"New Orders"');
  });

  it('shows a screen that is not a queue without the cards', () => {
    renderRoute(PATHS.changePassword, ALICE);
    expect(cards()).not.toBeInTheDocument();
    expect(screen.getByText(/^adminSettings\./)).toHaveTextContent('"title":"Update Password"');
  });

  it("says a screen is not available for the member's role, and loads nothing", () => {
    renderRoute(PATHS.manageTeam, TOM);
    expect(
      screen.getByRole('heading', { name: 'Not available for your role' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your account type cannot open Manage Team\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to New Orders' })).toHaveAttribute(
      'href',
      PATHS.adminHome,
    );
    expect(screen.queryByText(/adminSettings\./)).not.toBeInTheDocument();
  });
});
