/**
 * The answer to an unknown order, a wrong e-mail and an order id that cannot be read alike:
 * it must not tell which (no enumeration). The server answers it; the customer pages show
 * it for an unreadable id in their address.
 */
export const MESSAGE_ORDER_NOT_FOUND =
  'We could not find an order with this Order ID and Email ID. Please check both and try again.';
