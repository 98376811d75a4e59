import type { FolderKey } from '../entities/folders';

/**
 * The workspace manifest: every app of the portal, its folder and what it is, in one place.
 * Jest, ESLint, the typecheck, the build, the bench, a squad's CI and the server's static
 * serving all read their lists from here (webpack/workspace.js for the build tools;
 * docs/architecture.md, "Adding a remote").
 *
 * HOSTS load remotes at run time and are served at `path`. REMOTES are the federation
 * contract between the hosts and the remotes: each remote's name, its folder, the host whose
 * page it runs in, the browser test of its screens (run by its `npm run ci`) and the screens
 * it exposes, with their props. The shell maps routes to these; each remote's webpack config
 * generates its exposes from `modules` (`./<Module>` is its screen `src/screens/<Module>.tsx`,
 * webpack/remoteExposes.js).
 */
export const HOSTS = {
  shell: { folder: 'shell', path: '/' },
  customerSite: { folder: 'customer-site', path: '/customer-site/' },
} as const;

export const REMOTES = {
  queues: {
    folder: 'remote-queues',
    host: 'shell',
    browserTest: 'e2e/tests/queues.test.ts',
    modules: ['QueueScreen'],
  },
  orderDetail: {
    folder: 'remote-order-detail',
    host: 'shell',
    browserTest: 'e2e/tests/orderDetail.test.ts',
    modules: ['OrderDetailScreen'],
  },
  adminSettings: {
    folder: 'remote-admin-settings',
    host: 'shell',
    browserTest: 'e2e/tests/adminSettings.test.ts',
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
    host: 'customerSite',
    browserTest: 'e2e/tests/customer.test.ts',
    modules: ['TrackOrderScreen', 'StatusTrackScreen', 'OrderCompletionScreen', 'NotFoundScreen'],
  },
} as const satisfies Record<
  string,
  { folder: string; host: HostName; browserTest: string; modules: readonly string[] }
>;

export type HostName = keyof typeof HOSTS;
export type RemoteName = keyof typeof REMOTES;
export type RemoteModuleName<R extends RemoteName> = (typeof REMOTES)[R]['modules'][number];

/**
 * A remote served from its active release: its mf-manifest.json URL, and each way the release
 * does not fit the host's current build as the server found it (remotes/releaseCompatibility):
 * the host registers it only when there is none.
 */
export interface ReleasedRemote {
  entry: string;
  release: { id: string; problems: string[] };
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
