import { createRoot } from 'react-dom/client';
import { PATHS } from '@portal/shared/navigation/paths';
import { StandaloneApp } from '@portal/web/ui/StandaloneApp';
import OrderDetailScreen from './screens/OrderDetailScreen';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneApp
    name="remote-order-detail"
    routes={[{ path: PATHS.viewOrder, title: 'Order Details', Screen: OrderDetailScreen }]}
    needsSession
  />,
);
