import { callApi } from '@portal/shared/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';

export const fetchPaymentGateways = () => callApi(API_ROUTES.paymentGateways);
