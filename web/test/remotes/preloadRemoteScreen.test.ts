/**
 * @jest-environment jsdom
 */
import { preloadRemoteScreen } from '../../src/remotes/preloadRemoteScreen';
import { registerRemotesFromManifest } from '../../src/remotes/remotesManifest';

// The runtime's own preload: it fetches the manifest and loads the entry (its own tests).
const preloadRemote = jest.fn(async (_options: unknown[]) => undefined);

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  // The host provides react: a remote screen takes it from the page.
  getInstance: () => ({ shareScopeMap: { default: { react: {} } }, preloadRemote }),
}));

// jsdom has no AbortSignal.timeout; the time limit itself is the runtime plugin's test.
AbortSignal.timeout ??= () => new AbortController().signal;

const MANIFEST = '/remotes/queues/mf-manifest.json';
const answers: Record<string, unknown> = {
  '/remotes.json': { queues: MANIFEST, customer: '/remotes/customer/mf-manifest.json' },
  '/remotes/queues/load-map.json': {
    provided: {
      react: ['react.js'],
      'ag-grid': ['grid.js', 'grid-styles.js'],
      '@portal/web/ui/Pager': ['pager.js'],
      '@portal/web/ui/StandaloneApp': ['standalone.js'],
    },
    exposes: {
      QueueScreen: {
        files: ['queue.js', 'expose-queue.js'],
        shared: ['@portal/web/ui/Pager', 'ag-grid', 'react'],
      },
    },
  },
};

const fakeResponse = (body: unknown): Response => {
  const response = {
    ok: body !== undefined,
    json: async () => body,
    clone: () => fakeResponse(body),
  };
  return response as unknown as Response;
};

const fetchMock = jest.fn(async (url: string | URL | Request) =>
  fakeResponse(answers[new URL(String(url), window.location.href).pathname]),
);

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.href.replace(window.location.origin, ''),
  );

beforeAll(async () => {
  global.fetch = fetchMock;
  await registerRemotesFromManifest(['queues']);
});

beforeEach(() => {
  fetchMock.mockClear();
});

describe('preloading a remote screen from its manifests', () => {
  it('has the runtime preload the screen and starts its chunks and the fallbacks the page lacks, all at once', async () => {
    await preloadRemoteScreen({ remote: 'queues', module: 'QueueScreen' });

    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'queues', exposes: ['QueueScreen'] },
    ]);
    expect(preloaded()).toEqual([
      '/remotes/queues/queue.js',
      '/remotes/queues/expose-queue.js',
      '/remotes/queues/pager.js',
      '/remotes/queues/grid.js',
      '/remotes/queues/grid-styles.js',
    ]);
    // The manifest is the runtime's to fetch, once, into its own cache.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      'http://localhost/remotes/queues/load-map.json',
    ]);
  });

  it('leaves a failed runtime preload to the route and names each file once per page', async () => {
    preloadRemote.mockRejectedValueOnce(new Error('preloadRemote failed'));

    await expect(
      preloadRemoteScreen({ remote: 'queues', module: 'QueueScreen' }),
    ).resolves.toBeUndefined();
    expect(preloaded()).toHaveLength(5);
  });

  it('preloads nothing of a remote this page has not registered', async () => {
    const before = preloaded().length;
    preloadRemote.mockClear();
    await preloadRemoteScreen({ remote: 'customer', module: 'TrackOrderScreen' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(preloaded()).toHaveLength(before);
  });
});
