import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchPaymentGateways = () => callApi(API_ROUTES.paymentGateways);
