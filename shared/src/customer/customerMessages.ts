/**
 * The answer to an unknown order, a wrong e-mail and an order id that cannot be read alike:
 * it must not tell which (no enumeration). The server answers it; the customer pages show
 * it for an unreadable id in their address.
 */
export const MESSAGE_ORDER_NOT_FOUND =
  'We could not find an order with this Order ID and Email ID. Please check both and try again.';

/** A customer call without a valid pass for its order: the customer proves the order again. */
export const MESSAGE_PROOF_NEEDED = 'Please enter your Order ID and Email ID again to continue.';

/** A download of a document the order no longer shows: the page is older than the order. */
export const MESSAGE_DOCUMENT_REPLACED =
  'This document has been replaced. Reload the page to download the current one.';

/** The track form's required fields (docs/product.md#validation), verbatim. */
export const MESSAGE_ORDER_ID_REQUIRED = 'Please enter your orderId';
export const MESSAGE_EMAIL_REQUIRED = 'Please enter your email';
