import type { FolderKey } from '../entities/folders';

/**
 * The federation contract between the shell and the remotes: each remote's name and
 * the screens it exposes, with their props. The shell maps routes to these; the remotes
 * expose exactly these keys.
 */
export const REMOTES = {
  queues: { folder: 'remote-queues', modules: ['QueueScreen'] },
  orderDetail: { folder: 'remote-order-detail', modules: ['OrderDetailScreen'] },
  adminSettings: {
    folder: 'remote-admin-settings',
    modules: [
      'ManageTeamScreen',
      'GatewaySettingScreen',
      'ChangePasswordScreen',
      'SendInvoiceScreen',
      'CountryOrderListScreen',
      'ProcessedOrderScreen',
    ],
  },
  customer: {
    folder: 'remote-customer',
    modules: ['TrackOrderScreen', 'StatusTrackScreen', 'OrderCompletionScreen', 'NotFoundScreen'],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type RemoteModuleName<R extends RemoteName> = (typeof REMOTES)[R]['modules'][number];

/** The run-time manifest the shell fetches at start: remote name → its mf-manifest.json URL. */
export type RemotesManifest = Record<RemoteName, string>;
export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** Every screen gets its page title from the shell's route table. */
export interface ScreenProps {
  title: string;
}

export interface QueueScreenProps extends ScreenProps {
  folder: FolderKey;
}
