import { callApi, callApiForFile } from '@portal/shared/api/apiClient';
import { API_ROUTES, type BasedOn } from '@portal/shared/api/apiRoutes';
import type { MailServiceProvider, RemarkInput } from '@portal/shared/entities/order';
import type { DefencePackType } from '@portal/shared/orders/statusMoves';
import type { StatusMove } from '@portal/shared/orders/statusMoves';

/**
 * Every call the order page makes, each a thin wrapper over the shared route table. Every
 * change names the order version the page showed (a stale one is refused with 409).
 */

export const fetchOrderDetails = (orderId: number) =>
  callApi(API_ROUTES.orderDetails, { params: { orderId } });

export const fetchOrderActivity = (orderId: number) =>
  callApi(API_ROUTES.orderActivity, { params: { orderId } });

export const moveOrderStatus = (orderId: number, move: StatusMove, version: number) =>
  callApi(API_ROUTES.moveOrderStatus, {
    body:
      move.kind === 'orderStatus'
        ? { orderId, orderStatus: move.orderStatus, version }
        : { orderId, updatingStatus: move.updatingStatus, version },
  });

export interface UploadInput {
  orderId: number;
  email: string;
  file: File;
  /** Left out for plain Submit: the server uses its default (AWS). */
  provider?: MailServiceProvider;
  /** The order's version the page showed. */
  version: number;
}

export function uploadVisaDocument({ orderId, email, file, provider, version }: UploadInput) {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('email', email);
  if (provider) form.append('mailServiceProvider', provider);
  form.append('version', String(version));
  form.append('uploadVisaDoc', file);
  return callApi(API_ROUTES.uploadVisaDocument, { body: form });
}

export const resendMail = (orderId: number, email: string, provider?: MailServiceProvider) =>
  callApi(API_ROUTES.resendMail, {
    body: { orderId, email, ...(provider ? { mailServiceProvider: provider } : {}) },
  });

export const sendRejectionMail = (orderId: number, email: string) =>
  callApi(API_ROUTES.sendRejectionMail, { body: { orderId, email } });

export const sendDownloadHistoryMail = (orderId: number, email: string) =>
  callApi(API_ROUTES.sendDownloadHistoryMail, { body: { orderId, email } });

export const addNewRemark = (remark: RemarkInput & BasedOn) =>
  callApi(API_ROUTES.addNewRemark, { body: remark });

export const saveTransactionDetails = (
  orderId: number,
  transactionId: string,
  merchantName: string,
  version: number,
) =>
  callApi(API_ROUTES.defencePackDetails, {
    body: { orderId, transactionId, merchantName, version },
  });

export const fetchDefencePack = (orderId: number, defencePackType: DefencePackType) =>
  callApiForFile(API_ROUTES.defencePackPdf, { body: { orderId, defencePackType } });

export const fetchOrderDocument = (orderId: number, file1?: string) =>
  callApiForFile(API_ROUTES.orderDocument, {
    params: { orderId },
    ...(file1 ? { query: { file1 } } : {}),
  });
