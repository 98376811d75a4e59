import { Type } from '@sinclair/typebox';
import { PROCESS_STATUSES } from '../../entities/folders';
import { DEFENCE_PACK_TYPES, type DefencePackType } from '../../orders/statusMoves';
import { FIELD_RULES } from '../../validation/fieldRules';
import { FIELD_LENGTHS } from '../../validation/ruleChecks';
import { noDataResponse, successEnvelope } from '../../schemas/envelopeSchemas';
import { textSchema } from '../../schemas/fieldSchemas';
import { orderActivityEntrySchema, orderDetailsSchema } from '../../schemas/orderSchemas';
import {
  BoundedInteger,
  fieldMessages,
  StringEnum,
  versionSchema,
} from '../../schemas/schemaTypes';
import {
  orderIdSchema,
  orderIdParams,
  recipientSchema,
  providerSchema,
  remarkInputFields,
} from '../../schemas/orderDetailSchemas';
import { declaredRoute, orderPageCall, multipartBody, answersFile } from '../apiRoute';

/**
 * The order page's calls: every one is its holder's only while the order waits in
 * someone's My Orders (orderPageCall).
 * Each entry declares one call: method, path, access and schemas.
 */
export const ORDER_DETAIL_ROUTES = {
  orderDetails: orderPageCall(
    declaredRoute('GET', '/admin/get-orders-details/:orderId', 'staff', {
      params: orderIdParams,
      response: successEnvelope(orderDetailsSchema),
    }),
  ),
  /** The order's audit trail, newest first: the Activity timeline of its page. */
  orderActivity: orderPageCall(
    declaredRoute('GET', '/admin/order-activity/:orderId', 'staff', {
      params: orderIdParams,
      response: successEnvelope(Type.Array(orderActivityEntrySchema)),
    }),
  ),
  moveOrderStatus: orderPageCall(
    declaredRoute('PUT', '/admin/move-order-status', 'staff', {
      body: Type.Object({
        orderId: orderIdSchema,
        updatingStatus: Type.Optional(StringEnum(PROCESS_STATUSES)),
        orderStatus: Type.Optional(BoundedInteger({ minimum: 0 })),
        version: versionSchema,
      }),
      response: noDataResponse,
    }),
  ),
  /**
   * Multipart: orderId, email, mailServiceProvider, version and the file uploadVisaDoc, read
   * by the server's upload form reader.
   */
  uploadVisaDocument: orderPageCall(
    multipartBody(
      declaredRoute('POST', '/admin/upload-visa-document', 'staff', { response: noDataResponse }),
    ),
  ),
  resendMail: orderPageCall(
    declaredRoute('POST', '/admin/resend-mail', 'staff', {
      body: Type.Object({
        orderId: orderIdSchema,
        email: recipientSchema,
        mailServiceProvider: Type.Optional(providerSchema),
      }),
      response: noDataResponse,
    }),
  ),
  sendRejectionMail: orderPageCall(
    declaredRoute('POST', '/admin/send-rejection-mail', 'staff', {
      body: Type.Object({ orderId: orderIdSchema, email: recipientSchema }),
      response: noDataResponse,
    }),
  ),
  sendDownloadHistoryMail: orderPageCall(
    declaredRoute('POST', '/admin/send-download-history', 'staff', {
      body: Type.Object({ orderId: orderIdSchema, email: recipientSchema }),
      response: noDataResponse,
    }),
  ),
  addNewRemark: orderPageCall(
    declaredRoute('POST', '/admin/add-new-remark', 'staff', {
      body: Type.Object({ ...remarkInputFields, version: versionSchema }),
      response: noDataResponse,
    }),
  ),
  /** Answers the PDF itself. */
  defencePackPdf: orderPageCall(
    answersFile(
      declaredRoute('POST', '/admin/get-defence-pack-pdf', 'staff', {
        body: Type.Object({
          orderId: orderIdSchema,
          defencePackType: Type.Unsafe<DefencePackType>({
            type: 'integer',
            enum: [...DEFENCE_PACK_TYPES],
            ...fieldMessages({
              invalid: `defencePackType must be ${DEFENCE_PACK_TYPES.join(' or ')}.`,
            }),
          }),
        }),
      }),
    ),
  ),
  defencePackDetails: orderPageCall(
    declaredRoute('POST', '/admin/defence-pack-details', 'staff', {
      body: Type.Object({
        orderId: orderIdSchema,
        transactionId: textSchema(FIELD_RULES.transaction.transactionId),
        merchantName: textSchema(FIELD_RULES.transaction.merchantName),
        version: versionSchema,
      }),
      response: noDataResponse,
    }),
  ),
  /** Answers the document itself. */
  orderDocument: orderPageCall(
    answersFile(
      declaredRoute('GET', '/admin/order-document/:orderId', 'staff', {
        params: orderIdParams,
        querystring: Type.Object({
          /** A document of the order named by a history row; the current document when left out. */
          file1: Type.Optional(Type.String({ minLength: 1, maxLength: FIELD_LENGTHS.shortText })),
        }),
      }),
    ),
  ),
} as const;
