/** The customer pages' paths (docs/product.md#screens-and-routes), apart from the staff ones that customer pages never load. */
export const CUSTOMER_PATHS = {
  trackOrder: '/track-order/:orderId',
  statusTrack: '/status-track/:orderId',
  orderCompletion: '/get-new-order-details/:orderId',
} as const;
