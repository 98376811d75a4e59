import { createStore } from 'zustand/vanilla';
import { callApi } from '../api/apiClient';
import { API_ROUTES } from '../api/apiRoutes';
import { isSuccess } from '../api/envelope';
import type { FolderCounts } from '../entities/folders';
import { sessionStore } from '../session/sessionStore';

export interface FolderCountsState {
  counts: FolderCounts | null;
  loading: boolean;
  /** Reloads the counts; the shell calls it on every route change, remotes after each action. */
  reload(): Promise<void>;
  clear(): void;
}

/** Live folder counts, one store for the shell and every remote (shared singleton). */
export const folderCountsStore = createStore<FolderCountsState>()((set) => ({
  counts: null,
  loading: false,
  async reload() {
    const user = sessionStore.getState().user;
    if (!user) return;
    set({ loading: true });
    const answer = await callApi(API_ROUTES.folderCount, { query: { userName: user.name } });
    set(isSuccess(answer) ? { counts: answer.data, loading: false } : { loading: false });
  },
  clear() {
    set({ counts: null, loading: false });
  },
}));
