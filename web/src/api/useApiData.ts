import { useCallback, useEffect, useRef, useState } from 'react';
import { failureOf, type ApiAnswer, type CallFailure } from './failure';

/** What a load is told: whether it is still the latest request, and where to send a first part. */
export interface LoadRequest<T> {
  isCurrent(): boolean;
  /** The data so far of an answer that arrives in parts (shown unless the load is quiet). */
  progress(partial: T): void;
}

export type ApiData<T> =
  /** Nothing to load (no `load` given). */
  | { state: 'idle'; data: null; error: null; failure: null }
  /** A load is running; the data of the previous one, if any, stays in `data`. */
  | { state: 'loading'; data: T | null; error: null; failure: null }
  | { state: 'ready'; data: T; error: null; failure: null }
  /** The server's message (or the client's own) and why the call failed. */
  | { state: 'error'; data: T | null; error: string; failure: CallFailure };

export interface ApiDataControls<T> {
  /** Loads again through the loading state. */
  reload(): void;
  /**
   * Loads again quietly: the state stays as it is until a success replaces the data, and a
   * failure leaves it as it was. Resolves to the answer, for the caller to report a failure,
   * or to null when a newer request overtook it.
   */
  refresh(): Promise<ApiAnswer<T> | null>;
  /**
   * A quiet refresh that does not set `refreshing` either: for changes other people made
   * (live updates), which should not flash a busy state on a page nobody touched.
   */
  refreshUnseen(): Promise<ApiAnswer<T> | null>;
  /** A quiet refresh is running. */
  refreshing: boolean;
  /** While loading: `data` is the first part of an answer still arriving. */
  partial: boolean;
}

const IDLE = { state: 'idle', data: null, error: null, failure: null } as const;

/**
 * Loads data with `load` (memoise it: a new function loads anew, from the same render on;
 * null loads nothing), and again on `reload()` or `refresh()`. Only the latest request's
 * answer is kept, so a slow earlier answer never overwrites a newer one.
 */
export function useApiData<T>(
  load: ((request: LoadRequest<T>) => Promise<ApiAnswer<T>>) | null,
): ApiData<T> & ApiDataControls<T> {
  const [result, setResult] = useState<ApiData<T>>(
    load ? { ...IDLE, state: 'loading', data: null } : IDLE,
  );
  const [refreshing, setRefreshing] = useState(false);
  const [partial, setPartial] = useState(false);
  const latest = useRef(0);

  // Nothing of what the previous function loaded is ready or failed for the new one.
  const [loadOf, setLoadOf] = useState(() => load);
  if (loadOf !== load) {
    setLoadOf(() => load);
    setResult((previous) => (load ? { ...IDLE, state: 'loading', data: previous.data } : IDLE));
    setRefreshing(false);
    setPartial(false);
  }

  const run = useCallback(
    async (quiet: boolean, seen = true): Promise<ApiAnswer<T> | null> => {
      const request = ++latest.current;
      const isCurrent = () => request === latest.current;
      setRefreshing(false);
      setPartial(false);
      if (!load) {
        setResult(IDLE);
        return null;
      }
      if (quiet) setRefreshing(seen);
      else setResult((previous) => ({ ...IDLE, state: 'loading', data: previous.data }));
      const answer = await load({
        isCurrent,
        progress: (data) => {
          if (quiet || !isCurrent()) return;
          setPartial(true);
          setResult({ ...IDLE, state: 'loading', data });
        },
      });
      if (!isCurrent()) return null;
      setRefreshing(false);
      setPartial(false);
      const failure = failureOf(answer);
      setResult((previous) => {
        if (failure === null) return { ...IDLE, state: 'ready', data: answer.data as T };
        if (quiet) return previous;
        return { state: 'error', data: previous.data, error: answer.message, failure };
      });
      return answer;
    },
    [load],
  );

  useEffect(() => {
    void run(false);
  }, [run]);

  const reload = useCallback(() => void run(false), [run]);
  const refresh = useCallback(() => run(true), [run]);
  const refreshUnseen = useCallback(() => run(true, false), [run]);
  return { ...result, reload, refresh, refreshUnseen, refreshing, partial };
}
