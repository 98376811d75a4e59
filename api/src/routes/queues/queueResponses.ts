import { Type, type TSchema } from '@sinclair/typebox';
import type { FolderCounts } from '@portal/shared/entities/folders';
import type { OrderListPage, OrderListRow } from '@portal/shared/entities/order';
import { NullableString, successEnvelope } from '@portal/shared/schemas/envelopeSchemas';
import { processStatusSchema } from '@portal/shared/schemas/orderSchemas';

const listRow = {
  order_id: Type.Integer(),
  process_status: processStatusSchema,
  given_names: Type.String(),
  family_name: Type.String(),
  email: Type.String(),
  mobile_phone: Type.String(),
  assign_to: NullableString(),
  created_at: Type.String(),
  refund_date: NullableString(),
} satisfies Record<keyof OrderListRow, TSchema>;

const listPage = {
  rows: Type.Array(Type.Object(listRow)),
  total: Type.Integer(),
  page: Type.Integer(),
  perPage: Type.Integer(),
  totalCapped: Type.Optional(Type.Boolean()),
  nextCursor: Type.Optional(Type.String()),
} satisfies Record<keyof OrderListPage, TSchema>;

/** A queue page as the list calls answer it. */
export const orderListPageResponse = successEnvelope(Type.Object(listPage));

const counts = {
  myOrdersCount: Type.Integer(),
  newOrdersCount: Type.Integer(),
  priorityOrdersCount: Type.Integer(),
  pendingOrdersCount: Type.Integer(),
  completedOrdersCount: Type.Integer(),
  awaitingOrdersCount: Type.Integer(),
  awaitingGovtCount: Type.Integer(),
  contactCustomerOrdersCount: Type.Integer(),
  customerCalledCount: Type.Integer(),
  deletedOrdersCount: Type.Integer(),
  rejectedOrdersCount: Type.Integer(),
  allOrdersCount: Type.Integer(),
  refundOrdersCount: Type.Integer(),
  chargeBackCount: Type.Integer(),
  processMarchOrdersCount: Type.Integer(),
} satisfies Record<keyof FolderCounts, TSchema>;

/** The 15 folder counts. */
export const folderCountsResponse = successEnvelope(Type.Object(counts));
