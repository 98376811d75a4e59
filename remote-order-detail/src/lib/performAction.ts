import { isSuccess, type ApiEnvelope } from '@portal/shared/api/envelope';
import { notifyError, notifySuccess } from './stickyToast';

/**
 * Runs one call of the page: the server's message as a success or error toast
 * (docs/product.md#messages). Resolves true on success.
 */
export async function performAction(call: () => Promise<ApiEnvelope<unknown>>): Promise<boolean> {
  const answer = await call();
  if (isSuccess(answer)) {
    notifySuccess(answer.message);
    return true;
  }
  notifyError(answer.message);
  return false;
}
