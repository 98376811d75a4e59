import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { PaymentGateway } from '@portal/shared/entities/settings';

/** Makes `gateway` the active one of its domain; names the version the list showed. */
export const setPaymentGateway = (gateway: PaymentGateway, domain: 0 | 1) =>
  callApi(API_ROUTES.paymentGatewaySetting, {
    body: {
      gatewayDetails: { gatewayId: gateway.id, isSecondaryDomain: domain },
      version: gateway.version,
    },
  });
