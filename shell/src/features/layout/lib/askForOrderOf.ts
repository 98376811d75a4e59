import type { MouseEvent } from 'react';
import { matchPath } from 'react-router-dom';
import { decodeId } from '@portal/shared/encoding/idCodec';
import { PATHS } from '@portal/shared/navigation/paths';
import { prefetchOrderDetails } from '@portal/web/orders/orderDetails';

/**
 * A click that follows a link to an order page (a queue's View) asks for that order at once,
 * so the answer is on its way while the route changes and the order's screen is drawn rather
 * than after (docs/benchmarks.md, 'The order asked for with the click'). A click that opens
 * the link elsewhere (another button, a modifier key) asks for nothing.
 */
export function askForOrderOf(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const match = matchPath(PATHS.viewOrder, new URL(link.href).pathname);
  const orderId = match ? decodeId(match.params.encodedOrderId ?? '') : null;
  if (orderId !== null) prefetchOrderDetails(orderId);
}
