import { isSuccess, type ApiEnvelope } from '@portal/shared/api/envelope';
import { sendRejectionMail } from '../features/order/api/orderDetails';
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

export const REJECTION_FAILED = 'Failed to send rejection mail';
export const REJECTION_ERROR = 'Error sending rejection mail';

/** The rejection mail, with its own error wording (docs/product.md#messages). */
export async function performRejection(orderId: number, email: string): Promise<boolean> {
  try {
    const answer = await sendRejectionMail(orderId, email);
    if (isSuccess(answer)) {
      notifySuccess(answer.message);
      return true;
    }
    notifyError(answer.message || REJECTION_FAILED);
    return false;
  } catch {
    notifyError(REJECTION_ERROR);
    return false;
  }
}

/** The confirmation text before any rejection mail (docs/product.md#documents). */
export const REJECTION_CONFIRM = 'Are you sure to send Rejection mail to applicant?';
