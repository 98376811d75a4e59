/** The customer pages' paths (spec section 2), apart from the staff ones that customer pages never load. */
export const CUSTOMER_PATHS = {
  trackOrder: '/track-order/:orderId',
  statusTrack: '/status-track/:orderId',
  orderCompletion: '/get-new-order-details/:orderId',
} as const;
