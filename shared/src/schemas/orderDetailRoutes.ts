import { Type } from '@sinclair/typebox';
import { PROCESS_STATUSES } from '../entities/folders';
import { MAIL_SERVICE_PROVIDERS } from '../entities/order';
import { DEFENCE_PACK_TYPES, type DefencePackType } from '../orders/statusMoves';
import { FIELD_RULES } from '../validation/fieldRules';
import { FIELD_LENGTHS } from '../validation/ruleChecks';
import { noDataResponse, successEnvelope } from './envelopeSchemas';
import { textSchema } from './fieldSchemas';
import { orderActivityEntrySchema, orderDetailsSchema } from './orderSchemas';
import { BoundedInteger, fieldMessages, StringEnum, versionSchema } from './schemaTypes';

/** Input pieces the order page's calls share. */
export const orderIdSchema = BoundedInteger({ minimum: 1 });
export const orderIdParams = Type.Object({ orderId: orderIdSchema });
/** The address a mail goes to: required, and one plain address (validation/mailAddress). */
const recipientSchema = textSchema(FIELD_RULES.recipient.email);
const providerSchema = StringEnum(MAIL_SERVICE_PROVIDERS);

/** 'Y' when ticked; the page sends '' (or 'N') otherwise. */
const flag = (name: string) =>
  Type.Optional(
    StringEnum(
      ['Y', 'N', ''],
      fieldMessages({ invalid: `${name} must be Y when ticked, or empty.` }),
    ),
  );

/** Add Comment Below's fields (docs/product.md#records). */
export const remarkInputFields = {
  orderId: orderIdSchema,
  remark: textSchema(FIELD_RULES.remark.remark),
  /** Sent by the page, but the author is always the signed-in member. */
  remarkerName: Type.Optional(Type.String({ maxLength: FIELD_LENGTHS.shortText })),
  whatsapp: flag('whatsapp'),
  telephone: flag('telephone'),
  statusRefund: flag('statusRefund'),
  voided: flag('voided'),
  chargeBack: flag('chargeBack'),
};

/**
 * The order page's calls: each one's request parts and answer, the one declaration the
 * contract's types (api/apiRoutes) and the server's validation and serialization share.
 */
export const ORDER_DETAIL_SCHEMAS = {
  orderDetails: { params: orderIdParams, response: successEnvelope(orderDetailsSchema) },
  orderActivity: {
    params: orderIdParams,
    response: successEnvelope(Type.Array(orderActivityEntrySchema)),
  },
  moveOrderStatus: {
    body: Type.Object({
      orderId: orderIdSchema,
      updatingStatus: Type.Optional(StringEnum(PROCESS_STATUSES)),
      orderStatus: Type.Optional(BoundedInteger({ minimum: 0 })),
      version: versionSchema,
    }),
    response: noDataResponse,
  },
  /** Multipart: its fields are read by the server's upload form reader. */
  uploadVisaDocument: { response: noDataResponse },
  resendMail: {
    body: Type.Object({
      orderId: orderIdSchema,
      email: recipientSchema,
      mailServiceProvider: Type.Optional(providerSchema),
    }),
    response: noDataResponse,
  },
  sendRejectionMail: {
    body: Type.Object({ orderId: orderIdSchema, email: recipientSchema }),
    response: noDataResponse,
  },
  sendDownloadHistoryMail: {
    body: Type.Object({ orderId: orderIdSchema, email: recipientSchema }),
    response: noDataResponse,
  },
  addNewRemark: {
    body: Type.Object({ ...remarkInputFields, version: versionSchema }),
    response: noDataResponse,
  },
  /** Answers the PDF itself. */
  defencePackPdf: {
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
  },
  defencePackDetails: {
    body: Type.Object({
      orderId: orderIdSchema,
      transactionId: textSchema(FIELD_RULES.transaction.transactionId),
      merchantName: textSchema(FIELD_RULES.transaction.merchantName),
      version: versionSchema,
    }),
    response: noDataResponse,
  },
  /** Answers the document itself. */
  orderDocument: {
    params: orderIdParams,
    querystring: Type.Object({
      /** A document of the order named by a history row; the current document when left out. */
      file1: Type.Optional(Type.String({ minLength: 1, maxLength: FIELD_LENGTHS.shortText })),
    }),
  },
};
