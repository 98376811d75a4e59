import { createStore } from 'zustand/vanilla';
import { callApi } from '../api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { isSuccess } from '@portal/shared/api/envelope';
import type { FolderCounts } from '@portal/shared/entities/folders';
import { sessionStore } from '../session/sessionStore';

export interface FolderCountsState {
  counts: FolderCounts | null;
  loading: boolean;
  /** Reloads the counts; the shell calls it on every route change, remotes after each action. */
  reload(): Promise<void>;
  clear(): void;
}

/**
 * Live folder counts, one store for the shell and every remote (shared singleton). Reloads
 * overlap (route changes, live events, actions), so only the latest one asked may write: an
 * older answer arriving last would otherwise put stale counts back.
 */
export const folderCountsStore = createStore<FolderCountsState>()((set) => {
  let latest = 0;
  return {
    counts: null,
    loading: false,
    async reload() {
      const user = sessionStore.getState().user;
      if (!user) return;
      const asked = ++latest;
      set({ loading: true });
      const answer = await callApi(API_ROUTES.folderCount, { query: { userName: user.name } });
      if (asked !== latest) return;
      set(isSuccess(answer) ? { counts: answer.data, loading: false } : { loading: false });
    },
    clear() {
      latest += 1;
      set({ counts: null, loading: false });
    },
  };
});
