import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import {
  loadRemoteBounded,
  REMOTE_LOAD_POLICY,
  RemoteRefusedError,
  RemoteUnavailableError,
} from '../../src/remotes/boundedRemoteLoads';
import { prepareRetry, refusalOf } from '../../src/remotes/remotesManifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('../../src/remotes/remotesManifest', () => ({
  prepareRetry: jest.fn(async () => undefined),
  refusalOf: jest.fn(() => null),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const SCREEN = { default: () => null };

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(REMOTE_LOAD_POLICY, { attemptTimeoutMs: 4000, retries: 2, firstPauseMs: 500 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemoteMock.mockReset();
  jest.mocked(prepareRetry).mockClear();
  jest.mocked(refusalOf).mockReset().mockReturnValue(null);
});
afterEach(() => {
  jest.useRealTimers();
  jest.mocked(console.error).mockRestore();
});

/** The load's outcome, read once the timers have run: the module, or what it was refused with. */
function settle(load: Promise<unknown>): Promise<unknown> {
  return load.catch((error: unknown) => error);
}

describe('loadRemoteBounded', () => {
  it('tries three times, pausing 0.5 s and then 1 s, then gives up as unavailable', async () => {
    loadRemoteMock.mockRejectedValue(new Error('Failed to get manifest'));
    const outcome = settle(loadRemoteBounded('queues', 'QueueScreen'));

    await jest.advanceTimersByTimeAsync(0);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(499);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);

    const error = await outcome;
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error).toMatchObject({ remote: 'queues' });
    expect(loadRemoteMock).toHaveBeenCalledWith('queues/QueueScreen');
    expect(prepareRetry).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts an attempt that takes longer than its time as failed, and tries again', async () => {
    loadRemoteMock.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValue(SCREEN);
    const outcome = settle(loadRemoteBounded('queues', 'QueueScreen'));
    await jest.advanceTimersByTimeAsync(4000 + 500);
    await expect(outcome).resolves.toBe(SCREEN);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('counts a remote that exposes nothing as failed, and tries again', async () => {
    loadRemoteMock.mockResolvedValueOnce(undefined).mockResolvedValue(SCREEN);
    const outcome = settle(loadRemoteBounded('queues', 'QueueScreen'));
    await jest.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toBe(SCREEN);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('stops at once when the manifest read again refuses the release, trying nothing more', async () => {
    loadRemoteMock.mockRejectedValue(new Error('Failed to get manifest'));
    jest.mocked(prepareRetry).mockImplementation(async () => {
      jest.mocked(refusalOf).mockReturnValue('release r7 does not fit this portal: react 19');
    });
    const outcome = settle(loadRemoteBounded('queues', 'QueueScreen'));
    await jest.advanceTimersByTimeAsync(0);
    const error = await outcome;
    expect(error).toBeInstanceOf(RemoteRefusedError);
    expect(error).toMatchObject({ reason: 'release r7 does not fit this portal: react 19' });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('puts its time limit on the runtime once, however many loads', async () => {
    loadRemoteMock.mockResolvedValue(SCREEN);
    await loadRemoteBounded('queues', 'QueueScreen');
    await loadRemoteBounded('orderDetail', 'OrderDetailScreen');
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'bounded-remote-loads' }),
    ]);
  });
});
