import { RemoteScreen } from '../features/remotes/RemoteScreen';
import type { PortalScreen } from './staffScreens';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Customer pages render the customer remote alone: no staff layout, no staff code. */
export function CustomerScreenRoute({ screen }: { screen: PortalScreen }) {
  useDocumentTitle(screen.title, false);
  return <RemoteScreen target={screen} screenProps={{ title: screen.title }} />;
}
