import { createRoot } from 'react-dom/client';
import { PATHS } from '@portal/shared/navigation/paths';
import { StandaloneApp } from '@portal/shared/ui/StandaloneApp';
import OrderCompletionScreen from './screens/OrderCompletionScreen';
import StatusTrackScreen from './screens/StatusTrackScreen';
import TrackOrderScreen from './screens/TrackOrderScreen';

const routes = [
  { path: PATHS.trackOrder, title: 'Download your Evisitor form', Screen: TrackOrderScreen },
  {
    path: PATHS.statusTrack,
    title: 'Australia eVisitor Application Status',
    Screen: StatusTrackScreen,
  },
  { path: PATHS.orderCompletion, title: 'Download your eVisitor', Screen: OrderCompletionScreen },
];

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneApp name="remote-customer" routes={routes} needsSession={false} />,
);
