import { readStoredSession } from './storedSession';

/**
 * Unsaved form values, kept in the tab's sessionStorage under the signed-in member, so a
 * session that expires mid-form (or a reload) loses nothing: after signing in again as the
 * same member the form starts from its draft. Another member never sees it; an explicit
 * logout removes every draft.
 */
const DRAFT_PREFIX = 'draft:';

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function storageKey(name: string): string | null {
  const userId = readStoredSession()?.user.id;
  return userId === undefined ? null : `${DRAFT_PREFIX}${userId}:${name}`;
}

/** The draft saved under `name` by the signed-in member, or null. */
export function readDraft<T>(name: string): T | null {
  const key = storageKey(name);
  const raw = key ? storage()?.getItem(key) : null;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDraft(name: string, value: unknown): void {
  writeDraftJson(name, JSON.stringify(value));
}

/** writeDraft for a value already serialized. */
export function writeDraftJson(name: string, json: string): void {
  const key = storageKey(name);
  if (key) storage()?.setItem(key, json);
}

export function clearDraft(name: string): void {
  const key = storageKey(name);
  if (key) storage()?.removeItem(key);
}

/** Every member's drafts in this tab: on an explicit logout. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) store.removeItem(key);
}
