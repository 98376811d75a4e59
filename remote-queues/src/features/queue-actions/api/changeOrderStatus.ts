import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';

/** Moves orders to Deleted; the folder lets the server apply the My Orders rule. */
export function deleteOrders(orderIds: number[], folder: FolderKey) {
  return callApi(API_ROUTES.changeOrderStatus, { body: { orderId: orderIds, folderName: folder } });
}
