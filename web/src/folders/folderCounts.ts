import { useStore } from 'zustand';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderCounts } from '@portal/shared/entities/folders';
import { routeKey, routeQuery } from '../query/apiQuery';
import { queryClient } from '../query/queryClient';
import { useApiQuery } from '../query/useApiQuery';
import { sessionStore } from '../session/sessionStore';

/** The signed-in member's folder counts (the sidebar's), from the cache; null until loaded. */
export function useFolderCounts(): FolderCounts | null {
  const userName = useStore(sessionStore, (state) => state.user?.name ?? null);
  const counts = useApiQuery(
    userName === null ? null : routeQuery(API_ROUTES.folderCount, { query: { userName } }),
  );
  return counts.data;
}

/** Counts again now (the shell does on every route change; Refresh does); a count running is kept. */
export function refreshFolderCounts(): Promise<void> {
  return queryClient.invalidateQueries(
    { queryKey: routeKey(API_ROUTES.folderCount) },
    { cancelRefetch: false },
  );
}
