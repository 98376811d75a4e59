import { apiBaseUrl } from '../api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { readStoredSession } from '../session/storedSession';
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';

/** Called when something the staff pages show may have changed. */
export type LiveListener = () => void;

/** Waits after failed connections, growing; the last one repeats. */
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000];
/** The server ends each stream after a few minutes (to check the session again): reconnect at once. */
const RECONNECT_MS = 200;
/** A refused session (401/403) is retried rarely; the pages' own calls handle signing out. */
const REFUSED_RETRY_MS = 30_000;

type Outcome = 'ended' | 'failed' | 'refused';

const listeners = new Set<LiveListener>();
let disconnect: (() => void) | null = null;
/** The newest audit id seen, kept across reconnects to notice changes missed in between. */
let lastSeenId: number | null = null;

/**
 * Listens to the portal's live updates (`GET /api/admin/live-updates`, server-sent
 * events). One connection serves every listener of the page, shell and remotes alike
 * (this module is a shared singleton); it opens with the first listener, closes with the
 * last and reconnects on its own. The stream is read with fetch rather than EventSource
 * so the token travels in the Authorization header like every other call, and its events
 * are parsed by eventsource-parser.
 */
export function subscribeToLiveUpdates(listener: LiveListener): () => void {
  listeners.add(listener);
  disconnect ??= connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && disconnect) {
      disconnect();
      disconnect = null;
    }
  };
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function connect(): () => void {
  const controller = new AbortController();
  void keepConnected(controller.signal);
  return () => controller.abort();
}

async function keepConnected(signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    const outcome = await streamOnce(signal);
    failures = outcome === 'failed' ? failures + 1 : 0;
    const delay =
      outcome === 'ended'
        ? RECONNECT_MS
        : outcome === 'refused'
          ? REFUSED_RETRY_MS
          : (RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? RECONNECT_MS);
    await wait(delay, signal);
  }
}

function liveUpdatesUrl(): string {
  return `${apiBaseUrl()}${API_ROUTES.liveUpdates.path.replace(/^\//, '')}`;
}

async function streamOnce(signal: AbortSignal): Promise<Outcome> {
  const token = readStoredSession()?.accessToken;
  if (!token) return 'refused';
  try {
    const response = await fetch(liveUpdatesUrl(), {
      headers: { Authorization: token, Accept: 'text/event-stream' },
      cache: 'no-store',
      signal,
    });
    if (response.status === 401 || response.status === 403) return 'refused';
    if (!response.ok || !response.body) return 'failed';
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    for (;;) {
      const { done, value } = await events.read();
      if (done) return 'ended';
      handleEvent(value);
    }
  } catch {
    return 'failed';
  }
}

function handleEvent({ event, data }: EventSourceMessage): void {
  if (event !== 'ready' && event !== 'changed') return;
  const lastId = readLastId(data);
  // On a reconnect, a newer id than the last one seen means changes were missed meanwhile.
  const missed = event === 'ready' && lastSeenId !== null && lastId !== lastSeenId;
  lastSeenId = lastId;
  if (event === 'changed' || missed) notify();
}

function readLastId(data: string): number | null {
  try {
    const parsed = JSON.parse(data) as { lastId?: unknown };
    return typeof parsed.lastId === 'number' ? parsed.lastId : null;
  } catch {
    return null;
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
