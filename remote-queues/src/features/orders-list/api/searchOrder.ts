import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';

/** Rows start (inclusive) to end (exclusive) of the queue's orders matching `searchVal`. */
export function searchOrders(folder: FolderKey, searchVal: string, start: number, end: number) {
  return callApi(API_ROUTES.searchOrder, {
    body: { start, end, searchVal, folderName: folder },
  });
}
