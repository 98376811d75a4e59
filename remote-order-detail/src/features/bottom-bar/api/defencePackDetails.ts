import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

/** Enter Transaction Details; names the order version the page showed. */
export const saveTransactionDetails = (
  orderId: number,
  transactionId: string,
  merchantName: string,
  version: number,
) =>
  callApi(API_ROUTES.defencePackDetails, {
    body: { orderId, transactionId, merchantName, version },
  });
