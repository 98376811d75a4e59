import { useCallback, useState } from 'react';
import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiAnswer, CallFailure } from '../api/failure';
import { queryClient } from './queryClient';
import { answerOfError, FailedCall, isPartial, queryOptionsOf, type ApiQuery } from './apiQuery';

export type ApiData<T> =
  /** Nothing to load (no query given). */
  | { state: 'idle'; data: null; error: null; failure: null }
  /** A load is running; the data of the view before it, if any, stays in `data`. */
  | { state: 'loading'; data: T | null; error: null; failure: null }
  | { state: 'ready'; data: T; error: null; failure: null }
  /** The server's message (or the client's own) and why the call failed. */
  | { state: 'error'; data: T | null; error: string; failure: CallFailure };

export interface ApiDataControls {
  /** Loads again through the loading state (Try again, Refresh). */
  reload(): void;
  /**
   * Loads again quietly: what shows stays until a success replaces it, and a failure leaves
   * it as it was. Resolves to the failed answer, for the caller to report, or null.
   */
  refresh(): Promise<ApiAnswer<never> | null>;
  /** A quiet refresh this screen asked for is running (not one of the live updates). */
  refreshing: boolean;
  /** While loading: `data` is the first part of an answer still arriving. */
  partial: boolean;
}

const IDLE = { state: 'idle', data: null, error: null, failure: null } as const;
const IDLE_KEY = ['idle'] as const;

/** A reload the screen asked for (Try again, Refresh) of one key, and when it failed. */
interface Reload {
  key: string;
  running: boolean;
  /** A reload after a failure shown: the data from before the failure does not come back. */
  afterFailure: boolean;
  /** The error time of its failure, which shows even over data kept from before. */
  failedAt?: number;
}

/**
 * A query of the cache as a screen shows it. The cache keeps only the newest answer of each
 * key and the screen follows its current key, so a slow earlier answer never shows. While a
 * new key loads, the previous key's data stays in `data`; a refetch (another member's change
 * arriving live, a refresh) keeps the page on screen and, if it fails, the page as it was.
 */
export function useApiQuery<T>(query: ApiQuery<T> | null): ApiData<T> & ApiDataControls {
  const result = useQuery(
    {
      ...(query
        ? queryOptionsOf(query)
        : { queryKey: IDLE_KEY, queryFn: () => Promise.resolve(null as T) }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const [refreshing, setRefreshing] = useState(false);
  const [reloading, setReloading] = useState<Reload | null>(null);
  const key = query ? hashKey(query.queryKey) : null;
  const { refetch, status } = result;

  const reload = useCallback(() => {
    if (key === null) return;
    setReloading((current) => ({
      key,
      running: true,
      afterFailure: status === 'error' && current?.key === key && current.failedAt !== undefined,
    }));
    void refetch().then((after) => {
      const failedAt = after.status === 'error' ? after.errorUpdatedAt : undefined;
      setReloading((current) =>
        current?.key === key ? { ...current, running: false, failedAt } : current,
      );
    });
  }, [key, refetch, status]);

  const refresh = useCallback(async () => {
    if (key === null) return null;
    setRefreshing(true);
    try {
      // A fetch already running (an action's invalidation) is joined, not started again.
      const after = await refetch({ cancelRefetch: false });
      return after.status === 'error' ? answerOfError(after.error) : null;
    } finally {
      setRefreshing(false);
    }
  }, [key, refetch]);

  const controls = { reload, refresh, refreshing, partial: false };
  if (!query) return { ...IDLE, ...controls };
  const data = result.data ?? null;
  const reloadHere = reloading?.key === key ? reloading : null;
  if (result.isFetching && isPartial(data)) {
    return { state: 'loading', data, error: null, failure: null, ...controls, partial: true };
  }
  const loading =
    result.status === 'pending' ||
    result.isPlaceholderData ||
    (reloadHere?.running === true && result.isFetching);
  if (loading) {
    const shownData = reloadHere?.running && reloadHere.afterFailure ? null : data;
    return { state: 'loading', data: shownData, error: null, failure: null, ...controls };
  }
  if (result.status === 'error') {
    const { error } = result;
    if (!(error instanceof FailedCall)) throw error;
    // A refetch that failed leaves the page as it was; a load with nothing shown, or a reload
    // the screen asked for (still settling, or failed at this error), shows why.
    const shown =
      data === null ||
      (reloadHere !== null &&
        (reloadHere.running || reloadHere.failedAt === result.errorUpdatedAt));
    if (shown) {
      return { state: 'error', data, error: error.message, failure: error.failure, ...controls };
    }
  }
  return { state: 'ready', data: result.data as T, error: null, failure: null, ...controls };
}
