import { PATHS, QUEUE_SCREENS } from '@portal/shared/navigation/paths';
import { markFirstRowsShown } from '../features/remotes/lib/firstRowsShown';
import type { StaffRemoteTarget } from '../features/remotes/components/RemoteScreen';

/** One route: which remote screen it shows and its title; who may open it is `canOpenScreen`. */
export type PortalScreen = StaffRemoteTarget & {
  path: string;
  title: string;
  screenProps?: object;
  /** Queue screens show the dashboard cards above them. */
  showCards?: boolean;
  /**
   * Routes of the same remote screen share one mounted instance: moving between them
   * changes its props instead of building the screen (and its grid) anew.
   */
  keepMounted?: boolean;
};

const queueScreens: PortalScreen[] = QUEUE_SCREENS.map(({ path, folder, title }): PortalScreen => ({
  path,
  title,
  remote: 'queues',
  module: 'QueueScreen',
  // The order page's remote is fetched once the first rows show (firstRowsShown).
  screenProps: { folder, onFirstRowsShown: markFirstRowsShown },
  showCards: true,
  keepMounted: true,
}));

const newOrders = queueScreens[0];

/**
 * Every staff route of docs/product.md#screens-and-routes, mapped to the remote that owns its
 * screen.
 */
export const STAFF_SCREENS: PortalScreen[] = [
  ...(newOrders ? [{ ...newOrders, path: PATHS.adminHome }] : []),
  ...queueScreens,
  {
    path: PATHS.viewOrder,
    title: 'Order Details',
    remote: 'orderDetail',
    module: 'OrderDetailScreen',
  },
  {
    path: PATHS.countryOrderList,
    title: 'Country Order Details',
    remote: 'adminSettings',
    module: 'CountryOrderListScreen',
  },
  {
    path: PATHS.processedOrder,
    title: 'Processed By',
    remote: 'adminSettings',
    module: 'ProcessedOrderScreen',
  },
  {
    path: PATHS.sendInvoice,
    title: 'Send Invoice',
    remote: 'adminSettings',
    module: 'SendInvoiceScreen',
  },
  {
    path: PATHS.gatewaySetting,
    title: 'Change Gateway',
    remote: 'adminSettings',
    module: 'GatewaySettingScreen',
  },
  {
    path: PATHS.changePassword,
    title: 'Update Password',
    remote: 'adminSettings',
    module: 'ChangePasswordScreen',
  },
  {
    path: PATHS.manageTeam,
    title: 'Manage Team',
    remote: 'adminSettings',
    module: 'ManageTeamScreen',
  },
  {
    path: PATHS.manageTeamEdit,
    title: 'Manage Team',
    remote: 'adminSettings',
    module: 'ManageTeamScreen',
  },
  {
    path: PATHS.deployments,
    title: 'Deployments',
    remote: 'adminSettings',
    module: 'DeploymentsScreen',
  },
];
