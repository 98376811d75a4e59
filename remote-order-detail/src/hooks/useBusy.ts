import { useCallback, useState } from 'react';

/**
 * Which action of a section is running, so its button shows progress and the others
 * wait: one action at a time per section.
 */
export function useBusy<Key extends string>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const run = useCallback(async <T>(key: Key, action: () => Promise<T>): Promise<T> => {
    setBusy(key);
    try {
      return await action();
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
