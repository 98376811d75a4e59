import type { Static, TObject } from '@sinclair/typebox';
import type { remarkInputFields } from '../schemas/orderDetailSchemas';
import type {
  applicationDetailsSchema,
  downloadHistoryItemSchema,
  mailDeliverySchema,
  mailHistoryItemSchema,
  orderActivityEntrySchema,
  orderDetailsSchema,
  orderListPageSchema,
  orderListRowSchema,
  remarkItemSchema,
  uploadDocSchema,
} from '../schemas/orderSchemas';

export type YesNo = 'Yes' | 'No';
export type MailServiceProvider = 'AWS' | 'Sendgrid';
export const MAIL_SERVICE_PROVIDERS: readonly MailServiceProvider[] = ['AWS', 'Sendgrid'];
/** How the portal records mails that went to the local outbox (no provider credentials). */
export type MailChannel = MailServiceProvider | 'Outbox';

/** The order page's records, as their schemas (schemas/orderSchemas) declare them. */
export type UploadDoc = Static<typeof uploadDocSchema>;
export type MailHistoryItem = Static<typeof mailHistoryItemSchema>;
export type MailDelivery = Static<typeof mailDeliverySchema>;
export type DownloadHistoryItem = Static<typeof downloadHistoryItemSchema>;
export type RemarkItem = Static<typeof remarkItemSchema>;
export type ApplicationDetails = Static<typeof applicationDetailsSchema>;
export type OrderDetails = Static<typeof orderDetailsSchema>;
export type OrderActivityEntry = Static<typeof orderActivityEntrySchema>;

/** A queue's row and page (docs/product.md#records), as their schemas declare them. */
export type OrderListRow = Static<typeof orderListRowSchema>;
export type OrderListPage = Static<typeof orderListPageSchema>;

export const TRAVEL_DOCUMENT_TYPES = [
  'passport',
  'immicard',
  'dftta',
  'plo56',
  'titre',
  'other',
] as const;
export type TravelDocumentType = (typeof TRAVEL_DOCUMENT_TYPES)[number];

/** A remark's tick box as sent: 'Y' ticked; '' or 'N' not. */
export type RemarkFlag = '' | 'Y' | 'N';

/** Remark as submitted (docs/product.md#records), as its schema declares it. */
export type RemarkInput = Static<TObject<typeof remarkInputFields>>;
