import { callApiForFile } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { DefencePackType } from '@portal/shared/orders/statusMoves';

export const fetchDefencePack = (orderId: number, defencePackType: DefencePackType) =>
  callApiForFile(API_ROUTES.defencePackPdf, { body: { orderId, defencePackType } });
