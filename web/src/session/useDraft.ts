import { useCallback, useEffect, useState } from 'react';
import { clearDraft, readDraft, writeDraftJson } from './drafts';

export interface Draft<T> {
  /** What was saved under the name when the component mounted, or null. */
  restored: T | null;
  /** Forgets the draft (after the form was sent). */
  clear(): void;
}

/**
 * Keeps `value` as the draft `name` while it changes (see drafts.ts). When it equals
 * `empty` the draft is removed instead, so a sent and reset form leaves nothing behind.
 * Key the component by `name`: `restored` is read once, on mount.
 */
export function useDraft<T>(name: string, value: T, empty?: T): Draft<T> {
  const [restored] = useState(() => readDraft<T>(name));
  const serialized = JSON.stringify(value);
  const emptySerialized = empty === undefined ? undefined : JSON.stringify(empty);

  useEffect(() => {
    if (serialized === emptySerialized) clearDraft(name);
    else writeDraftJson(name, serialized);
  }, [name, serialized, emptySerialized]);

  const clear = useCallback(() => clearDraft(name), [name]);
  return { restored, clear };
}

interface KeepDraftProps<T> {
  name: string;
  value: T;
  empty?: T;
}

/** useDraft as an element, for forms whose values only exist inside a render prop (Formik). */
export function KeepDraft<T>({ name, value, empty }: KeepDraftProps<T>): null {
  useDraft(name, value, empty);
  return null;
}
