import { createRoot } from 'react-dom/client';
import { QUEUE_SCREENS } from '@portal/shared/navigation/paths';
import { StandaloneApp } from '@portal/web/ui/StandaloneApp';
import QueueScreen from './screens/QueueScreen';

const routes = QUEUE_SCREENS.map(({ path, title, folder }) => ({
  path,
  title,
  Screen: ({ title: screenTitle }: { title: string }) => (
    <QueueScreen title={screenTitle} folder={folder} />
  ),
}));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneApp name="remote-queues" routes={routes} needsSession />,
);
