import { subscribeToLiveUpdates } from '../../src/live/liveUpdates';
import { writeStoredSession } from '../../src/session/storedSession';
import { ALICE } from '../session/sessionFixtures';

/** This test's browser storage (the node environment has none). */
function installLocalStorage(): void {
  const items = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
}

/** What the server sends, as bytes cut into pieces of `size`: lines and letters are split. */
function streamOf(text: string, size: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let start = 0; start < bytes.length; start += size) {
        controller.enqueue(bytes.slice(start, start + size));
      }
      // The stream stays open, as the server's does, until the client goes.
      signal.addEventListener('abort', () => controller.error(signal.reason));
    },
  });
}

const SENT =
  'retry: 2000\n\n: keep-alive – ünïcode\n\nevent: ready\ndata: {"lastId":3}\n\n' +
  'event: changed\r\ndata: {"lastId":4}\r\n\r\n: keep-alive\n\nevent: changed\ndata: {"lastId":5}\n\n';

describe('live updates on a staff page', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([1, 2, 7])(
    'fetches the stream with the stored token and tells listeners of each change (chunks of %i bytes)',
    async (size) => {
      installLocalStorage();
      writeStoredSession({ accessToken: 'the-token', user: ALICE });
      const fetched: RequestInit[] = [];
      jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
        fetched.push(init ?? {});
        return new Response(streamOf(SENT, size, init?.signal as AbortSignal), {
          headers: { 'content-type': 'text/event-stream' },
        });
      });
      let changes = 0;
      await new Promise<void>((resolve) => {
        const unsubscribe = subscribeToLiveUpdates(() => {
          changes += 1;
          if (changes === 2) {
            unsubscribe();
            resolve();
          }
        });
      });
      expect(fetched).toHaveLength(1);
      expect(fetched[0]?.headers).toMatchObject({ Authorization: 'the-token' });
      expect(changes).toBe(2);
    },
  );
});
