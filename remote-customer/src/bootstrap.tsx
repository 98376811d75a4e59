import { createRoot } from 'react-dom/client';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import { StandaloneApp } from '@portal/web/ui/StandaloneApp';
import OrderCompletionScreen from './screens/OrderCompletionScreen';
import StatusTrackScreen from './screens/StatusTrackScreen';
import TrackOrderScreen from './screens/TrackOrderScreen';

const routes = [
  {
    path: CUSTOMER_PATHS.trackOrder,
    title: 'Download your Evisitor form',
    Screen: TrackOrderScreen,
  },
  {
    path: CUSTOMER_PATHS.statusTrack,
    title: 'Australia eVisitor Application Status',
    Screen: StatusTrackScreen,
  },
  {
    path: CUSTOMER_PATHS.orderCompletion,
    title: 'Download your eVisitor',
    Screen: OrderCompletionScreen,
  },
];

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneApp name="remote-customer" routes={routes} needsSession={false} />,
);
