import { useStore } from 'zustand';
import { sessionStore } from '@portal/web/session/sessionStore';
import { PATHS } from '@portal/shared/navigation/paths';
import { canOpenScreen } from '@portal/shared/roles/screenAccess';
import { MessageScreen } from '../features/errors/components/MessageScreen';
import { DashboardCards } from '../features/layout/components/DashboardCards';
import { DASHBOARD_CARDS, visibleTo } from '../features/layout/lib/sidebarItems';
import { RemoteScreen } from '../features/remotes/components/RemoteScreen';
import type { PortalScreen } from './staffScreens';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** One staff route: role check, page title, dashboard cards, then the remote's screen. */
export function StaffScreenRoute({ screen }: { screen: PortalScreen }) {
  const role = useStore(sessionStore, (state) => state.user?.type);
  useDocumentTitle(screen.title);

  if (!canOpenScreen(role, screen.path)) {
    return (
      <MessageScreen
        title="Not available for your role"
        linkTo={PATHS.adminHome}
        linkLabel="Go to New Orders"
      >
        Your account type cannot open {screen.title}. Ask an administrator if you need it.
      </MessageScreen>
    );
  }

  return (
    <>
      {screen.showCards && <DashboardCards cards={visibleTo(role, DASHBOARD_CARDS)} />}
      <RemoteScreen target={screen} screenProps={{ ...screen.screenProps, title: screen.title }} />
    </>
  );
}
