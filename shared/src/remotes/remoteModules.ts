import type { FolderKey } from '../entities/folders';
import type { ReleaseStamp } from './releaseCompatibility';

/**
 * The federation contract between the shell and the remotes: each remote's name and
 * the screens it exposes, with their props. The shell maps routes to these; each remote's
 * webpack config generates its exposes from `modules` (`./<Module>` is its screen
 * `src/screens/<Module>.tsx`, webpack/remoteExposes.js).
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
      'DeploymentsScreen',
    ],
  },
  customer: {
    folder: 'remote-customer',
    modules: ['TrackOrderScreen', 'StatusTrackScreen', 'OrderCompletionScreen', 'NotFoundScreen'],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type RemoteModuleName<R extends RemoteName> = (typeof REMOTES)[R]['modules'][number];

/**
 * A remote served from its active release: its mf-manifest.json URL and what it was built
 * against, which the host checks before registering it (remotes/releaseCompatibility).
 */
export interface ReleasedRemote {
  entry: string;
  release: ReleaseStamp & { id: string };
}

/**
 * The run-time manifest the shell fetches at start and on each navigation to a remote:
 * remote name → its mf-manifest.json URL, or its active release.
 */
export type RemotesManifest = Record<RemoteName, string | ReleasedRemote>;

/** The mf-manifest.json URL of a manifest entry. */
export function remoteEntryUrl(value: string | ReleasedRemote | undefined): string {
  return typeof value === 'object' ? value.entry : (value ?? '');
}
export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** Every screen gets its page title from the shell's route table. */
export interface ScreenProps {
  title: string;
}

export interface QueueScreenProps extends ScreenProps {
  folder: FolderKey;
  /**
   * Called when the screen has shown a page of orders (its rows drawn, or none to draw): on
   * the first call the shell starts fetching what comes next.
   */
  onFirstRowsShown?(): void;
}
