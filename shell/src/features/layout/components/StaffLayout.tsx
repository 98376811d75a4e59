import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { refreshFolderCounts } from '@portal/web/folders/folderCounts';
import { PATHS } from '@portal/shared/navigation/paths';
import { sessionStore } from '@portal/web/session/sessionStore';
import { focusPageHeading } from '@portal/web/navigation/focusPageHeading';
import { useLiveInvalidation } from '@portal/web/query/liveInvalidation';
import { useFocusHeadingOnRouteChange } from '../../../hooks/useFocusHeadingOnRouteChange';
import { useFocusRescue } from '../../../hooks/useFocusRescue';
import { useLogout } from '../../auth/hooks/useLogout';
import { SessionExpiryNotice } from '../../session/components/SessionExpiryNotice';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { askForOrderOf } from '../lib/askForOrderOf';
import { DASHBOARD_CARDS, SIDEBAR_FOLDERS, SIDEBAR_TOOLS, visibleTo } from '../lib/sidebarItems';

/**
 * The signed-in frame of every /admin page: counts reload on every route change, and every
 * screen's data follows other members' changes (the live-updates stream).
 */
export function StaffLayout() {
  const user = useStore(sessionStore, (state) => state.user);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const mainRef = useRef<HTMLElement>(null);
  useLiveInvalidation();
  useFocusHeadingOnRouteChange(mainRef);
  useFocusRescue(mainRef);

  useEffect(() => {
    void refreshFolderCounts();
  }, [pathname]);

  if (!user) return <Navigate to={PATHS.login} replace />;

  // Closed by its button, Escape or the backdrop, focus goes back to the toggle that opened it.
  const closeMenu = () => {
    setMenuOpen(false);
    menuToggleRef.current?.focus();
  };

  const groups = [
    { heading: 'Queues', items: visibleTo(user.type, DASHBOARD_CARDS) },
    { heading: 'Folders', items: visibleTo(user.type, SIDEBAR_FOLDERS) },
    { heading: 'Tools', items: visibleTo(user.type, SIDEBAR_TOOLS) },
  ];

  return (
    <div className="staff-layout">
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          focusPageHeading(mainRef.current);
        }}
      >
        Skip to main content
      </a>
      <Header
        user={user}
        menuOpen={menuOpen}
        menuId={menuId}
        toggleRef={menuToggleRef}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onLogout={() => void logout()}
      />
      <div className="staff-body">
        <Sidebar
          id={menuId}
          groups={groups}
          open={menuOpen}
          onClose={closeMenu}
          onNavigate={() => setMenuOpen(false)}
          onLogout={() => void logout()}
        />
        {menuOpen && <div className="sidebar-backdrop" onClick={closeMenu} />}
        <main className="staff-main" id="main" ref={mainRef} onClickCapture={askForOrderOf}>
          <Outlet />
        </main>
      </div>
      <SessionExpiryNotice />
    </div>
  );
}
