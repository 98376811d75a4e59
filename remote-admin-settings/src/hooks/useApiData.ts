import { useCallback, useEffect, useRef, useState } from 'react';
import { isSuccess, type ApiEnvelope } from '@portal/shared/api/envelope';

export type ApiData<T> =
  | { state: 'loading'; data: T | null; error: null }
  | { state: 'ready'; data: T; error: null }
  | { state: 'error'; data: T | null; error: string };

/**
 * Loads data with `load` (memoise it: a new function loads again) and on `reload()`.
 * Only the latest request's answer is kept, so a slow earlier answer never overwrites a
 * newer one. While reloading, the previous data stays available.
 */
export function useApiData<T>(
  load: () => Promise<ApiEnvelope<T>>,
): ApiData<T> & { reload(): void } {
  const [result, setResult] = useState<ApiData<T>>({ state: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setResult((previous) => ({ state: 'loading', data: previous.data, error: null }));
    void load().then((answer) => {
      if (request !== latest.current) return;
      setResult((previous) =>
        isSuccess(answer)
          ? { state: 'ready', data: answer.data, error: null }
          : { state: 'error', data: previous.data, error: answer.message },
      );
    });
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  return { ...result, reload };
}
