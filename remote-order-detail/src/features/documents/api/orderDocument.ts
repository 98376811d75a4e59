import { callApiForFile } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchOrderDocument = (orderId: number, file1?: string) =>
  callApiForFile(API_ROUTES.orderDocument, {
    params: { orderId },
    ...(file1 ? { query: { file1 } } : {}),
  });
