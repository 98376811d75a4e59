import { isSuccess, type ApiEnvelope } from '@portal/shared/api/envelope';
import { ORDER_RELOADED_MESSAGE, STALE_MESSAGES } from '@portal/shared/validation/messages';
import { notifyError, notifySuccess } from './stickyToast';

/**
 * Runs one call of the page: the server's message as a success or error toast
 * (docs/product.md#messages). Resolves true on success. A refusal as stale says the page has
 * reloaded, as every caller reloads the order after a refusal.
 */
export async function performAction(call: () => Promise<ApiEnvelope<unknown>>): Promise<boolean> {
  const answer = await call();
  if (isSuccess(answer)) {
    notifySuccess(answer.message);
    return true;
  }
  notifyError(answer.message === STALE_MESSAGES.order ? ORDER_RELOADED_MESSAGE : answer.message);
  return false;
}
