import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { RemoteReleases } from '@portal/shared/entities/deployments';
import type { RemoteName } from '@portal/shared/remotes/remoteModules';
import DeploymentsScreen from '../../src/screens/DeploymentsScreen';
import { createApiMock } from '../support/mockApi';
import { confirmAndSeeItWait, failed, ok, renderScreen } from '../support/renderScreen';

const mockApi = createApiMock();
jest.mock('@portal/web/api/apiClient', () => ({
  callApi: (...args: Parameters<typeof mockApi.callApi>) => mockApi.callApi(...args),
}));

const release = (id: string) => ({
  id,
  remote: 'queues',
  version: '1.0.0',
  contentHash: 'f'.repeat(64),
  gitCommit: 'abcdef1234567890',
  builtAt: '2026-11-25T02:00:00.000Z',
});

const idle = (remote: RemoteName): RemoteReleases => ({
  remote,
  activeReleaseId: null,
  rollbackTo: null,
  releases: [],
  history: [],
});

const QUEUES: RemoteReleases = {
  remote: 'queues',
  activeReleaseId: '1.0.0-bbbbbbbbbbbb',
  rollbackTo: '1.0.0-aaaaaaaaaaaa',
  releases: [release('1.0.0-bbbbbbbbbbbb'), release('1.0.0-aaaaaaaaaaaa')],
  history: [
    {
      id: 2,
      releaseId: '1.0.0-bbbbbbbbbbbb',
      previousReleaseId: '1.0.0-aaaaaaaaaaaa',
      action: 'deploy',
      at: '2026-11-25T02:10:00.000Z',
      actorName: 'Deploy token',
    },
    {
      id: 1,
      releaseId: '1.0.0-aaaaaaaaaaaa',
      previousReleaseId: null,
      action: 'deploy',
      at: '2026-11-25T02:05:00.000Z',
      actorName: 'Alice Admin',
    },
  ],
};

const ALL = [QUEUES, idle('orderDetail'), idle('adminSettings'), idle('customer')];

beforeEach(() => {
  mockApi.calls.length = 0;
  mockApi.on(API_ROUTES.remoteReleases, () => ok(ALL));
});

const renderDeployments = () =>
  renderScreen(<DeploymentsScreen title="Deployments" />, { path: '/admin/deployments' });

/** Opens the page and presses Rollback on the named remote. */
async function pressRollback(user: UserEvent, remote: string) {
  renderDeployments();
  const region = await screen.findByRole('region', { name: remote });
  await user.click(within(region).getByRole('button', { name: 'Rollback' }));
  return { region, dialog: screen.getByRole('dialog') };
}

describe('Deployments', () => {
  it("shows each remote's active release and its history, newest first", async () => {
    renderDeployments();
    const queues = await screen.findByRole('region', { name: 'Order queues' });
    // The commit's first ten characters, as `git log --oneline` would name it.
    expect(within(queues).getByTestId('active-release-queues')).toHaveTextContent(
      /^Active: release 1\.0\.0-bbbbbbbbbbbb built 25-11-2026 02:00:00 from commit abcdef1234$/,
    );
    const rows = within(queues).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '25-11-2026 02:10:00Deploy1.0.0-bbbbbbbbbbbbDeploy token',
      '25-11-2026 02:05:00Deploy1.0.0-aaaaaaaaaaaaAlice Admin',
    ]);
    const detail = screen.getByRole('region', { name: 'Order details' });
    expect(within(detail).getByText('No deploys yet')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Rollback' })).toBeDisabled();
  });

  it('rolls back only after the confirmation, then shows the new state', async () => {
    const user = userEvent.setup();
    const rolledBack: RemoteReleases = {
      ...QUEUES,
      activeReleaseId: '1.0.0-aaaaaaaaaaaa',
      rollbackTo: null,
      history: [
        {
          id: 3,
          releaseId: '1.0.0-aaaaaaaaaaaa',
          previousReleaseId: '1.0.0-bbbbbbbbbbbb',
          action: 'rollback',
          at: '2026-11-25T02:20:00.000Z',
          actorName: 'Alice Admin',
        },
        ...QUEUES.history,
      ],
    };
    mockApi.on(API_ROUTES.rollbackRelease, () => {
      mockApi.on(API_ROUTES.remoteReleases, () => ok([rolledBack, ...ALL.slice(1)]));
      return ok(rolledBack, 'Rolled queues back to release 1.0.0-aaaaaaaaaaaa.');
    });
    const { region: queues, dialog } = await pressRollback(user, 'Order queues');
    expect(dialog).toHaveTextContent('Roll queues back to release 1.0.0-aaaaaaaaaaaa?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(mockApi.callsTo(API_ROUTES.rollbackRelease)).toEqual([]);

    await user.click(within(queues).getByRole('button', { name: 'Rollback' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Rolled queues back to release 1.0.0-aaaaaaaaaaaa.'),
    ).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.rollbackRelease)).toEqual([{ body: { remote: 'queues' } }]);
    await waitFor(() =>
      expect(screen.getByTestId('active-release-queues')).toHaveTextContent(
        'Active: release 1.0.0-aaaaaaaaaaaa',
      ),
    );
    expect(mockApi.callsTo(API_ROUTES.remoteReleases)).toHaveLength(2);
    expect(within(queues).getAllByRole('row')[1]).toHaveTextContent(
      '25-11-2026 02:20:00Rollback1.0.0-aaaaaaaaaaaaAlice Admin',
    );
    expect(within(queues).getByRole('button', { name: 'Rollback' })).toBeDisabled();
  });

  it('rolls back the remote whose Rollback was pressed', async () => {
    const orderDetail: RemoteReleases = {
      ...idle('orderDetail'),
      activeReleaseId: '2.0.0-dddddddddddd',
      rollbackTo: '2.0.0-cccccccccccc',
    };
    mockApi.on(API_ROUTES.remoteReleases, () => ok([QUEUES, orderDetail, ...ALL.slice(2)]));
    mockApi.on(API_ROUTES.rollbackRelease, () => ok(orderDetail, 'Rolled back.'));
    const user = userEvent.setup();
    const { dialog } = await pressRollback(user, 'Order details');
    expect(dialog).toHaveTextContent('Roll orderDetail back to release 2.0.0-cccccccccccc?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Rolled back.')).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.rollbackRelease)).toEqual([
      { body: { remote: 'orderDetail' } },
    ]);
  });

  it('keeps Yes busy while the rollback runs, and shows a refusal with the releases as they are', async () => {
    const user = userEvent.setup();
    const held = mockApi.hold(API_ROUTES.rollbackRelease);
    await pressRollback(user, 'Order queues');
    await confirmAndSeeItWait(user);

    held.send(failed('Release 1.0.0-aaaaaaaaaaaa is no longer stored.'));
    expect(
      await screen.findByText('Release 1.0.0-aaaaaaaaaaaa is no longer stored.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(mockApi.callsTo(API_ROUTES.remoteReleases)).toHaveLength(2));
  });

  it("shows the server's refusal with Retry", async () => {
    mockApi.on(API_ROUTES.remoteReleases, () => failed('You do not have permission to do this.'));
    renderDeployments();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to do this.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says it is loading until the answer comes', async () => {
    renderDeployments();
    expect(screen.getByRole('status')).toHaveTextContent('Loading deployments…');
    await screen.findByRole('region', { name: 'Order queues' });
  });
});
