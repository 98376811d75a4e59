/**
 * @jest-environment jsdom
 */
import { boundedLoadsPlugin } from '../../src/remotes/boundedRemoteLoads';
import { preloadRemoteScreen } from '../../src/remotes/preloadRemoteScreen';
import { registerRemotesFromManifest } from '../../src/remotes/remotesManifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  // The host provides react: a remote screen takes it from the page.
  getInstance: () => ({ shareScopeMap: { default: { react: {} } } }),
}));

// jsdom has no AbortSignal.timeout; the time limit itself is the runtime plugin's test.
AbortSignal.timeout ??= () => new AbortController().signal;

const MANIFEST = '/remotes/queues/mf-manifest.json';
const answers: Record<string, unknown> = {
  '/remotes.json': { queues: MANIFEST, customer: '/remotes/customer/mf-manifest.json' },
  [MANIFEST]: { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } },
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
  it('starts its entry, its chunks and the fallbacks the page lacks, all at once', async () => {
    await preloadRemoteScreen({ remote: 'queues', module: 'QueueScreen' });

    expect(preloaded()).toEqual([
      '/remotes/queues/remoteEntry.js',
      '/remotes/queues/queue.js',
      '/remotes/queues/expose-queue.js',
      '/remotes/queues/pager.js',
      '/remotes/queues/grid.js',
      '/remotes/queues/grid-styles.js',
    ]);
  });

  it('hands the manifest it fetched to the federation runtime once, which asks again after', async () => {
    await preloadRemoteScreen({ remote: 'queues', module: 'QueueScreen' });
    const runtimeFetch = boundedLoadsPlugin(1000).fetch as (
      url: string,
      init: RequestInit,
    ) => Promise<Response>;
    const manifestCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith(MANIFEST)).length;
    expect(manifestCalls()).toBe(1);

    await expect((await runtimeFetch(MANIFEST, {})).json()).resolves.toEqual(answers[MANIFEST]);
    expect(manifestCalls()).toBe(1);

    await runtimeFetch(MANIFEST, {});
    expect(manifestCalls()).toBe(2);
  });

  it('preloads nothing of a remote this page has not registered', async () => {
    const before = preloaded().length;
    await preloadRemoteScreen({ remote: 'customer', module: 'TrackOrderScreen' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloaded()).toHaveLength(before);
  });
});
