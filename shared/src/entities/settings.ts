import type { Static } from '@sinclair/typebox';
import type {
  countryRowSchema,
  processedRowSchema,
  reportFilterSchema,
} from '../schemas/reportSchemas';
import type { invoiceMailSchema, paymentGatewaySchema } from '../schemas/settingsSchemas';

/** A listed payment gateway, as its schema (schemas/settingsSchemas) declares it. */
export type PaymentGateway = Static<typeof paymentGatewaySchema>;

/** The reports' rows and filter, as their schemas (schemas/reportSchemas) declare them. */
export type CountryRow = Static<typeof countryRowSchema>;
export type ProcessedRow = Static<typeof processedRowSchema>;
export type ReportFilter = Static<typeof reportFilterSchema>;

/** What send-invoice put in the mail outbox, as its schema declares it. */
export type InvoiceMail = Static<typeof invoiceMailSchema>;
