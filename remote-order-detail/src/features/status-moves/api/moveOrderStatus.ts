import { callApi } from '@portal/web/api/apiClient';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { StatusMove } from '@portal/shared/orders/statusMoves';

/** Names the order version the page showed: a stale one is refused with 409. */
export const moveOrderStatus = (orderId: number, move: StatusMove, version: number) =>
  callApi(API_ROUTES.moveOrderStatus, {
    body:
      move.kind === 'orderStatus'
        ? { orderId, orderStatus: move.orderStatus, version }
        : { orderId, updatingStatus: move.updatingStatus, version },
  });
