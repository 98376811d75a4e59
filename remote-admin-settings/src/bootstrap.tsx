import { createRoot } from 'react-dom/client';
import { PATHS } from '@portal/shared/navigation/paths';
import { StandaloneApp } from '@portal/web/ui/StandaloneApp';
import ChangePasswordScreen from './screens/ChangePasswordScreen';
import CountryOrderListScreen from './screens/CountryOrderListScreen';
import DeploymentsScreen from './screens/DeploymentsScreen';
import GatewaySettingScreen from './screens/GatewaySettingScreen';
import ManageTeamScreen from './screens/ManageTeamScreen';
import ProcessedOrderScreen from './screens/ProcessedOrderScreen';
import SendInvoiceScreen from './screens/SendInvoiceScreen';

const routes = [
  { path: PATHS.manageTeam, title: 'Manage Team', Screen: ManageTeamScreen },
  { path: PATHS.manageTeamEdit, title: 'Manage Team', Screen: ManageTeamScreen },
  { path: PATHS.gatewaySetting, title: 'Change Gateway', Screen: GatewaySettingScreen },
  { path: PATHS.changePassword, title: 'Update Password', Screen: ChangePasswordScreen },
  { path: PATHS.sendInvoice, title: 'Send Invoice', Screen: SendInvoiceScreen },
  { path: PATHS.countryOrderList, title: 'Country Order Details', Screen: CountryOrderListScreen },
  { path: PATHS.processedOrder, title: 'Processed By', Screen: ProcessedOrderScreen },
  { path: PATHS.deployments, title: 'Deployments', Screen: DeploymentsScreen },
];

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneApp name="remote-admin-settings" routes={routes} needsSession />,
);
