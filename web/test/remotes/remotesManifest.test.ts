import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  refreshRemote,
  refusalOf,
  registerRemotesFromManifest,
  remoteGeneration,
} from '../../src/remotes/remotesManifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const registered = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const PROBLEM = 'contract module schemas/queueSchemas (folderCountsSchema declared otherwise here)';
const released = (id: string, problems: string[] = []) => ({
  entry: `/releases/queues/${id}/mf-manifest.json`,
  release: { id, problems },
});

let manifest: unknown;
beforeEach(() => {
  registered.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn(async () => new Response(JSON.stringify(manifest)));
});

describe('registering remotes from /remotes.json', () => {
  it('registers a fitting release, refuses one built against another contract', async () => {
    manifest = {
      queues: released('1.0.0-aaaaaaaaaaaa'),
      orderDetail: released('1.0.0-bbbbbbbbbbbb', [PROBLEM]),
    };
    await registerRemotesFromManifest(['queues', 'orderDetail']);
    expect(registered.mock.calls).toEqual([
      [
        [{ name: 'queues', entry: '/releases/queues/1.0.0-aaaaaaaaaaaa/mf-manifest.json' }],
        { force: false },
      ],
    ]);
    expect(refusalOf('queues')).toBeNull();
    expect(refusalOf('orderDetail')).toBe(
      `release 1.0.0-bbbbbbbbbbbb does not fit this portal: ${PROBLEM}`,
    );
    expect(console.error).toHaveBeenCalledWith(
      `The orderDetail remote is refused: release 1.0.0-bbbbbbbbbbbb does not fit this portal: ${PROBLEM}`,
    );
  });

  it('switches a remote to its new release on the next navigation, and only then', async () => {
    const before = remoteGeneration('queues');
    await refreshRemote('queues');
    expect(registered).not.toHaveBeenCalled();
    expect(remoteGeneration('queues')).toBe(before);

    manifest = { queues: released('1.0.0-cccccccccccc') };
    await refreshRemote('queues');
    expect(registered.mock.calls).toEqual([
      [
        [{ name: 'queues', entry: '/releases/queues/1.0.0-cccccccccccc/mf-manifest.json' }],
        { force: true },
      ],
    ]);
    expect(remoteGeneration('queues')).toBe(before + 1);
  });
});
